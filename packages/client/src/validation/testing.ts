// Test support: the messages a schema reports for a value, in the order yup reports them.
import { ValidationError } from 'yup';

interface Validatable {
  validate(value: unknown, options: { abortEarly: boolean }): Promise<unknown>;
}

export async function messagesOf(schema: Validatable, value: unknown): Promise<string[]> {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    if (error instanceof ValidationError) return error.errors;
    throw error;
  }
}

/** A string of exactly `length` characters. */
export const text = (length: number, char = 'a'): string => char.repeat(length);
