// Runs a shared yup schema on resolver input: the server never trusts the browser's validation.
import { ValidationError, type InferType, type Schema } from 'yup';
import { UserError } from '../../errors';

/**
 * The cast value (trimmed, lower-cased... as the schema says; unknown keys dropped). The first
 * failing rule's message, the one the form would show, becomes a UserError.
 */
export async function validateInput<S extends Schema>(
  schema: S,
  value: unknown,
): Promise<InferType<S>> {
  try {
    return (await schema.validate(value, { abortEarly: true, stripUnknown: true })) as InferType<S>;
  } catch (error) {
    if (error instanceof ValidationError) throw new UserError(error.message);
    throw error;
  }
}
