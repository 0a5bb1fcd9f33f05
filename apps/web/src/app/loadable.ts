// What a route module loads for its view: loading, failed (with the message to show) or ready.
// Shared by the areas' loading hooks.
export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** The message to show for a failed load (request errors already carry the spec's text). */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);
