// Form state validated with the shared yup schemas (the server runs the same ones): errors show on
// blur and on submit, and a submit only calls `onSubmit` with the schema's cast values. The schema
// may be given as a loader (`() => import(...)`): validation only starts on blur or submit, so a
// first page (/login) shows and takes input before the validation library has arrived.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { AnyObjectSchema, InferType, ValidationError } from 'yup';

type Values<S extends AnyObjectSchema> = { [K in keyof InferType<S>]?: unknown };
type Errors = Partial<Record<string, string>>;

export interface YupForm<S extends AnyObjectSchema> {
  values: Values<S>;
  errors: Errors;
  /** The form-level error, e.g. the server's message after a failed submit. */
  formError: string | null;
  isSubmitting: boolean;
  setValue: (name: keyof InferType<S> & string, value: unknown) => void;
  /** Props for a ui-kit field: value, onChange, onBlur, isInvalid and errorMessage. */
  field: (name: keyof InferType<S> & string) => {
    name: string;
    value: string;
    onChange: (value: string) => void;
    onBlur: () => void;
    isInvalid: boolean;
    errorMessage: string | undefined;
  };
  checkbox: (name: keyof InferType<S> & string) => {
    name: string;
    isSelected: boolean;
    onChange: (value: boolean) => void;
    isInvalid: boolean;
    errorMessage: string | undefined;
  };
  handleSubmit: (event?: { preventDefault(): void }) => Promise<void>;
}

/** A schema, or a function that loads it (called on the first validation, then kept). */
export type SchemaSource<S extends AnyObjectSchema> = S | (() => Promise<S>);

/** yup's ValidationError, recognised without importing yup (its name and its list of errors). */
const isValidationError = (error: unknown): error is ValidationError =>
  error instanceof Error && error.name === 'ValidationError' && 'inner' in error;

function collect(error: unknown): Errors {
  const errors: Errors = {};
  if (isValidationError(error)) {
    const items = error.inner.length > 0 ? error.inner : [error];
    for (const e of items) {
      const key = e.path ?? '';
      if (errors[key] === undefined) errors[key] = e.message;
    }
  }
  return errors;
}

export function useYupForm<S extends AnyObjectSchema>(
  source: SchemaSource<S>,
  initialValues: Values<S>,
  onSubmit: (values: InferType<S>) => Promise<void> | void,
): YupForm<S> {
  const loaded = useRef<Promise<S> | null>(null);
  const schemaOf = useCallback((): S | Promise<S> => {
    if (typeof source !== 'function') return source;
    loaded.current ??= source().catch((error: unknown) => {
      loaded.current = null;
      throw error;
    });
    return loaded.current;
  }, [source]);
  const [values, setValues] = useState<Values<S>>(initialValues);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef(values);
  latest.current = values;

  const validateField = useCallback(
    async (name: string) => {
      try {
        await (await schemaOf()).validateAt(name, latest.current);
        setErrors((prev) => ({ ...prev, [name]: undefined }));
      } catch (e) {
        const message = collect(e)[name] ?? (e instanceof Error ? e.message : undefined);
        setErrors((prev) => ({ ...prev, [name]: message }));
      }
    },
    [schemaOf],
  );

  const setValue = useCallback((name: string, value: unknown) => {
    setValues((prev) => ({ ...prev, [name]: value }));
  }, []);

  const handleSubmit = useCallback(
    async (event?: { preventDefault(): void }) => {
      event?.preventDefault();
      setFormError(null);
      let cast: InferType<S>;
      try {
        const schema = await schemaOf();
        cast = await schema.validate(latest.current, { abortEarly: false, stripUnknown: true });
      } catch (e) {
        setErrors(collect(e));
        return;
      }
      setErrors({});
      setSubmitting(true);
      try {
        await onSubmit(cast);
      } catch (e) {
        setFormError(e instanceof Error ? e.message : String(e));
      } finally {
        setSubmitting(false);
      }
    },
    [schemaOf, onSubmit],
  );

  return useMemo(
    () => ({
      values,
      errors,
      formError,
      isSubmitting,
      setValue,
      field: (name) => ({
        name,
        value: typeof values[name] === 'string' ? (values[name] as string) : '',
        onChange: (value: string) => setValue(name, value),
        onBlur: () => void validateField(name),
        isInvalid: errors[name] !== undefined,
        errorMessage: errors[name],
      }),
      checkbox: (name) => ({
        name,
        isSelected: values[name] === true,
        onChange: (value: boolean) => setValue(name, value),
        isInvalid: errors[name] !== undefined,
        errorMessage: errors[name],
      }),
      handleSubmit,
    }),
    [values, errors, formError, isSubmitting, setValue, validateField, handleSubmit],
  );
}
