// The wizard's first step and the layout chooser (doc 3 §2): a title and one of the six layout
// formats, then Next. The title is required and trimmed (doc 3 §5).
import { FieldError, Label, Radio, RadioGroup } from 'react-aria-components';
import { layoutSchema } from '@vendy/client/validation';
import type { LayoutType } from '@vendy/client/domain';
import { Button, TextField } from '@vendy/ui-kit';
import { useYupForm } from '../../forms/useYupForm';
import { FormError } from '../../components/FormError';
import { LAYOUT_TYPE_OPTIONS } from './layoutModel';
import * as styles from './wizard.css';

export interface BasicInfo {
  title: string;
  type: LayoutType;
}

export interface BasicInfoStepProps {
  initial?: Partial<BasicInfo>;
  /** Saves the layout (upsertWidgetBase); a rejection's message shows under the form. */
  onSubmit: (values: BasicInfo) => Promise<void>;
  isDisabled?: boolean;
}

export function BasicInfoStep({ initial, onSubmit, isDisabled = false }: BasicInfoStepProps) {
  const form = useYupForm(
    layoutSchema,
    { title: initial?.title ?? '', type: initial?.type ?? '' },
    async (values) => onSubmit({ title: values.title, type: values.type as LayoutType }),
  );
  const typeError = form.errors.type;
  return (
    <form className={styles.form} noValidate onSubmit={(event) => void form.handleSubmit(event)}>
      <TextField label="Title" isRequired isDisabled={isDisabled} {...form.field('title')} />
      <RadioGroup
        className={styles.types}
        value={typeof form.values.type === 'string' ? form.values.type : null}
        onChange={(value) => form.setValue('type', value)}
        isRequired
        isDisabled={isDisabled}
        isInvalid={typeError !== undefined}
        validationBehavior="aria"
      >
        <Label className={styles.typesLabel}>Layout type</Label>
        <div className={styles.typeOptions}>
          {LAYOUT_TYPE_OPTIONS.map((option) => (
            <Radio key={option.id} value={option.id} className={styles.typeOption}>
              <span className={styles.typePicture} data-type={option.id} aria-hidden="true" />
              {option.label}
            </Radio>
          ))}
        </div>
        <FieldError className={styles.fieldError}>{typeError}</FieldError>
      </RadioGroup>
      <FormError align="center" message={form.formError} />
      <div className={styles.actions}>
        <Button type="submit" isDisabled={isDisabled} isPending={form.isSubmitting}>
          Next
        </Button>
      </div>
    </form>
  );
}
