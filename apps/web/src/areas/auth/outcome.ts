// How the sign-in pages read a call's outcome.

export const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : String(error);

/**
 * The transport checks the success flag of login and signup only; the other account mutations
 * answer { success, message } too, and a false flag is a failure with the server's message.
 */
export function requireSuccess(
  answer: { success: boolean; message?: string | null },
  fallback: string,
) {
  if (!answer.success) throw new Error(answer.message || fallback);
}
