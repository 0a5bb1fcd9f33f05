/**
 * JSON Lines read as a stream (doc 2 §4: "results are text, one JSON record per line"): records come
 * out one at a time while the bytes arrive, so a large catalogue is never held whole in memory.
 * Works on the web ReadableStream of a fetch() body, in browsers and in Node alike.
 */

export interface JsonLinesOptions {
  /**
   * Longest line accepted, in characters (default 8 MiB). A longer one stops the reading with a
   * JsonLinesError instead of growing a buffer without bound.
   */
  maxLineLength?: number;
}

export class JsonLinesError extends Error {
  constructor(
    message: string,
    /** 1-based number of the offending line. */
    readonly line: number,
  ) {
    super(message);
    this.name = 'JsonLinesError';
  }
}

const DEFAULT_MAX_LINE = 8 * 1024 * 1024;

type ByteSource = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array | string>;

async function* chunksOf(source: ByteSource): AsyncGenerator<Uint8Array | string> {
  if ('getReader' in source) {
    const reader = source.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        yield value;
      }
    } finally {
      // Stops the download when the consumer stops early (break, error).
      await reader.cancel().catch(() => undefined);
    }
  } else {
    yield* source;
  }
}

/**
 * Parses each non-blank line as JSON, in order. Invalid JSON or an over-long line ends the
 * iteration with a JsonLinesError naming the line.
 */
export async function* readJsonLines(
  source: ByteSource,
  options: JsonLinesOptions = {},
): AsyncGenerator<unknown> {
  const maxLineLength = options.maxLineLength ?? DEFAULT_MAX_LINE;
  const decoder = new TextDecoder('utf-8');
  let buffer = '';
  let lineNumber = 0;

  const parse = (text: string): unknown => {
    lineNumber += 1;
    const line = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (line.trim() === '') return undefined;
    try {
      return JSON.parse(line) as unknown;
    } catch {
      throw new JsonLinesError(`Line ${lineNumber} is not valid JSON.`, lineNumber);
    }
  };

  for await (const chunk of chunksOf(source)) {
    buffer += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    let start = 0;
    let newline = buffer.indexOf('\n', start);
    while (newline !== -1) {
      const value = parse(buffer.slice(start, newline));
      if (value !== undefined) yield value;
      start = newline + 1;
      newline = buffer.indexOf('\n', start);
    }
    buffer = buffer.slice(start);
    if (buffer.length > maxLineLength) {
      throw new JsonLinesError(`Line ${lineNumber + 1} is too long.`, lineNumber + 1);
    }
  }
  buffer += decoder.decode();
  if (buffer.length > maxLineLength) {
    throw new JsonLinesError(`Line ${lineNumber + 1} is too long.`, lineNumber + 1);
  }
  const last = parse(buffer);
  if (last !== undefined) yield last;
}
