// The 'Generate Video' step (doc 3 §5): title, one or more scenes (script, avatar, background,
// alignment, scale) and the thumbnail image. Checked with synthesiaSchema on blur and on submit;
// a failed submit moves focus to the first field in error.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  SYNTHESIA_ALIGNMENTS,
  SYNTHESIA_AVATARS,
  SYNTHESIA_BACKGROUNDS,
} from '@vendy/client/domain';
import { NOT_AN_IMAGE_FILE, synthesiaSchema } from '@vendy/client/validation';
import { Button, ChevronLeftIcon, PlusIcon, Select, TextField, TrashIcon } from '@vendy/ui-kit';
import type { ValidationError } from 'yup';
import { ChoiceGroup } from '../../components/kit/ChoiceGroup';
import { FileDropZone } from '../../components/kit/FileDropZone';
import { FormError } from '../../components/FormError';
import { errorMessage } from '../../lib/loadable';
import {
  ALIGNMENT_LABELS,
  backgroundLabel,
  newScene,
  toCall,
  toSchemaInput,
  type SceneValues,
  type VideoFormValues,
} from './synthesiaForm';
import * as styles from './ai.css';

export interface SynthesiaFormProps {
  initialValues: VideoFormValues;
  onBack: () => void;
  /** Sends the video; rejects with the message to show. */
  onSubmit: (call: ReturnType<typeof toCall>) => Promise<void>;
}

type Errors = Partial<Record<string, string>>;

const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError' && 'inner' in error;

function collect(error: unknown): Errors {
  const errors: Errors = {};
  if (!isValidationError(error)) return errors;
  for (const e of error.inner.length > 0 ? error.inner : [error]) {
    const key = e.path ?? '';
    errors[key] ??= e.message;
  }
  return errors;
}

const avatarOptions = SYNTHESIA_AVATARS.map((id) => ({ id, label: id }));
const backgroundOptions = SYNTHESIA_BACKGROUNDS.map((id) => ({ id, label: backgroundLabel(id) }));
const alignmentOptions = SYNTHESIA_ALIGNMENTS.map((id) => ({ id, label: ALIGNMENT_LABELS[id] }));

export function SynthesiaForm({ initialValues, onBack, onSubmit }: SynthesiaFormProps) {
  const [values, setValues] = useState<VideoFormValues>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  // After a refused submit has rendered its errors, the user starts at the first field in error.
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    if (focusRequest === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const check = async (path: string) => {
    try {
      await synthesiaSchema.validateAt(path, toSchemaInput(values));
      setErrors((prev) => ({ ...prev, [path]: undefined }));
    } catch (e) {
      const message = collect(e)[path] ?? errorMessage(e);
      setErrors((prev) => ({ ...prev, [path]: message }));
    }
  };

  const setScene = (index: number, change: Partial<SceneValues>) =>
    setValues((prev) => ({
      ...prev,
      scenes: prev.scenes.map((scene, i) => (i === index ? { ...scene, ...change } : scene)),
    }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    let cast;
    try {
      cast = await synthesiaSchema.validate(toSchemaInput(values), {
        abortEarly: false,
        stripUnknown: true,
      });
    } catch (e) {
      setErrors(collect(e));
      setFocusRequest((n) => n + 1);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(toCall(cast as Parameters<typeof toCall>[0]));
    } catch (e) {
      setFormError(errorMessage(e));
    } finally {
      setSubmitting(false);
    }
  };

  const thumbnailErrors = errors.thumbnail ? [errors.thumbnail] : [];
  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(e) => void submit(e)}>
      <FormError message={formError} />
      <TextField
        label="Title"
        name="title"
        value={values.title}
        onChange={(title) => setValues((prev) => ({ ...prev, title }))}
        onBlur={() => void check('title')}
        isInvalid={errors.title !== undefined}
        errorMessage={errors.title}
        isRequired
      />
      {values.scenes.map((scene, index) => {
        const at = (field: string) => `input[${index}].${field}`;
        const scalePath = at('avatarSettings.scale');
        return (
          <fieldset key={index} className={styles.scene}>
            <legend className={styles.sceneLegend}>{`Scene ${index + 1}`}</legend>
            <TextField
              label="Script"
              multiline
              rows={5}
              value={scene.scriptText}
              onChange={(scriptText) => setScene(index, { scriptText })}
              onBlur={() => void check(at('scriptText'))}
              isInvalid={errors[at('scriptText')] !== undefined}
              errorMessage={errors[at('scriptText')]}
              isRequired
            />
            <div className={styles.sceneRow}>
              <Select
                label="Avatar"
                options={avatarOptions}
                value={scene.avatar}
                onChange={(avatar) => avatar && setScene(index, { avatar })}
              />
              <Select
                label="Background"
                options={backgroundOptions}
                value={scene.background}
                onChange={(background) => background && setScene(index, { background })}
              />
              <TextField
                label="Scale"
                inputMode="decimal"
                value={scene.scale}
                onChange={(scale) => setScene(index, { scale })}
                onBlur={() => void check(scalePath)}
                isInvalid={errors[scalePath] !== undefined}
                errorMessage={errors[scalePath]}
                isRequired
              />
            </div>
            <ChoiceGroup
              label="Alignment"
              options={alignmentOptions}
              value={scene.horizontalAlign}
              onChange={(horizontalAlign) => setScene(index, { horizontalAlign })}
            />
            {values.scenes.length > 1 && (
              <div className={styles.buttons}>
                <Button
                  variant="ghost"
                  size="sm"
                  icon={<TrashIcon />}
                  onPress={() =>
                    setValues((prev) => ({
                      ...prev,
                      scenes: prev.scenes.filter((_, i) => i !== index),
                    }))
                  }
                >
                  {`Remove Scene ${index + 1}`}
                </Button>
              </div>
            )}
          </fieldset>
        );
      })}
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon />}
          onPress={() => setValues((prev) => ({ ...prev, scenes: [...prev.scenes, newScene()] }))}
        >
          Add Scene
        </Button>
      </div>
      <FileDropZone
        label="Thumbnail"
        accept={['image/*']}
        buttonLabel="Choose Image"
        selected={values.thumbnail?.name}
        errors={thumbnailErrors}
        onFile={(file) => {
          setValues((prev) => ({ ...prev, thumbnail: file }));
          setErrors((prev) => ({
            ...prev,
            thumbnail: file.type.startsWith('image/') ? undefined : NOT_AN_IMAGE_FILE,
          }));
        }}
      />
      <div className={styles.buttons}>
        <Button
          variant="secondary"
          icon={<ChevronLeftIcon />}
          onPress={onBack}
          isDisabled={isSubmitting}
        >
          Back
        </Button>
        <Button type="submit" variant="primary" isPending={isSubmitting} pendingLabel="Sending">
          Generate Video
        </Button>
      </div>
    </form>
  );
}
