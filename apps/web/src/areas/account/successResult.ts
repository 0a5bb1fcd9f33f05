import { fallbackMessage } from '@vendy/client';

/**
 * Mutations answering a SuccessResult report failures as GraphQL errors (which the request
 * wrapper throws), but a `success: false` answer must still not pass for a success.
 */
export function ensureSuccess(
  result: { success: boolean; message?: string | null },
  operationName: string,
): void {
  if (!result.success) throw new Error(result.message?.trim() || fallbackMessage(operationName));
}
