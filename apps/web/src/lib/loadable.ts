// What a route module loads for its view: loading, failed (with the message to show) or ready.
export type Loadable<T> =
  { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** The message to show for a failed load (request errors already carry the spec's text). */
export const errorMessage = (error: unknown): string =>
  error instanceof Error ? error.message : String(error);

const NONE: readonly never[] = [];

/** The rows of a list, empty while it loads or after it failed (tables then show their empty state). */
export function rowsOf<T>(list: Loadable<readonly T[]>): readonly T[] {
  return list.status === 'ready' ? list.data : NONE;
}
