import type { ReactNode } from 'react';
import {
  Button,
  Input,
  SearchField as RACSearchField,
  SearchFieldContext,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { CloseIcon, SearchIcon } from '../icons';
import { FieldDescription, FieldLabel } from '../TextField/Field';
import * as field from '../TextField/field.css';
import * as styles from './SearchField.css';

export { SearchFieldContext };

/** A search box shows a visible label, or (in toolbars above a table) only an aria-label. */
export type SearchFieldLabelling =
  { label: ReactNode; 'aria-label'?: string } | { label?: undefined; 'aria-label': string };

export type SearchFieldProps = Omit<
  RACSearchFieldProps,
  'children' | 'className' | 'style' | 'aria-label'
> &
  SearchFieldLabelling & {
    /** e.g. 'Search Email', 'Search Groups', 'Search Products'. */
    placeholder?: string;
    description?: ReactNode;
    className?: string;
  };

/**
 * A search input with a clear button (shown once there is text). Escape also clears, so the
 * clear button stays out of the tab order, as React Aria intends.
 */
export function SearchField({
  label,
  description,
  placeholder,
  className,
  ...rest
}: SearchFieldProps) {
  return (
    <RACSearchField {...rest} className={[field.root, className].filter(Boolean).join(' ')}>
      {label !== undefined && <FieldLabel isRequired={rest.isRequired}>{label}</FieldLabel>}
      <div className={styles.inputWrapper}>
        <SearchIcon className={styles.searchIcon} />
        <Input placeholder={placeholder} className={[field.control, styles.input].join(' ')} />
        <Button className={styles.clear}>
          <CloseIcon />
        </Button>
      </div>
      <FieldDescription>{description}</FieldDescription>
    </RACSearchField>
  );
}
