// Downloads a JSON Lines file and reads it record by record while it arrives: the body is never
// held whole in memory, whatever the size of the store's catalogue. The line reader is the
// contract package's readJsonLines (shared with the browser), which also bounds a line's length
// (node:readline would buffer an endless line).
import { readJsonLines } from '@vendy/client/domain';
import { ShopifyError } from './errors';

/** A whole download may take this long (bulk results of very large stores are big). */
const DOWNLOAD_TIMEOUT_MS = 10 * 60_000;
/** Longest record accepted (a product with a long HTML description is well below). */
export const MAX_RECORD_LENGTH = 4 * 1024 * 1024;

export interface JsonLinesDownload {
  /** The records, parsed one line at a time. */
  records: AsyncGenerator<unknown>;
  /** Content-Length when the server gave one. */
  size: number | null;
  /** Stops the download (also happens when `records` is left early). */
  close(): Promise<void>;
}

export async function openJsonLines(url: string): Promise<JsonLinesDownload> {
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new Error('download timed out')),
    DOWNLOAD_TIMEOUT_MS,
  );
  timer.unref();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/jsonl, application/x-ndjson, */*' },
      // Signed storage URLs answer directly; a redirect could lead anywhere.
      redirect: 'error',
      signal: controller.signal,
    });
  } catch (error) {
    clearTimeout(timer);
    throw new ShopifyError(`bulk result download failed: ${String(error)}`);
  }
  if (!response.ok || !response.body) {
    clearTimeout(timer);
    await response.body?.cancel().catch(() => undefined);
    throw new ShopifyError(`bulk result answered HTTP ${response.status}`, response.status);
  }
  const body = response.body;
  const length = Number(response.headers.get('content-length'));
  async function* records(): AsyncGenerator<unknown> {
    try {
      yield* readJsonLines(body, { maxLineLength: MAX_RECORD_LENGTH });
    } finally {
      clearTimeout(timer);
    }
  }
  return {
    records: records(),
    size: Number.isSafeInteger(length) && length >= 0 ? length : null,
    close: async () => {
      clearTimeout(timer);
      controller.abort();
      await body.cancel().catch(() => undefined);
    },
  };
}
