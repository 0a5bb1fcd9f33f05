export { TextField, TextFieldContext } from './TextField';
export type { TextFieldProps, TextFieldType } from './TextField';
export type { FieldHelpProps, FieldErrorMessage } from './Field';
