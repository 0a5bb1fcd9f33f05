// PUT of a file to a signed address with upload progress (fetch reports none, so XMLHttpRequest).
// Status 200 is what "stored" means (doc 2 §7); the caller decides what any other status means.

export interface PutFileOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/** Answers the HTTP status (0 when the request never got an answer). */
export type PutFile = (
  url: string,
  file: Blob,
  contentType: string,
  options?: PutFileOptions,
) => Promise<number>;

export function abortError(): Error {
  const error = new Error('The upload was cancelled.');
  error.name = 'AbortError';
  return error;
}

export function createXhrPut(
  createXhr: () => XMLHttpRequest = () => new XMLHttpRequest(),
): PutFile {
  return (url, file, contentType, { onProgress, signal } = {}) =>
    new Promise((resolve, reject) => {
      if (signal?.aborted) {
        reject(abortError());
        return;
      }
      const xhr = createXhr();
      const onAbort = () => xhr.abort();
      xhr.open('PUT', url);
      xhr.setRequestHeader('Content-Type', contentType);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
      };
      xhr.onload = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve(xhr.status);
      };
      xhr.onerror = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve(0);
      };
      xhr.onabort = () => {
        signal?.removeEventListener('abort', onAbort);
        reject(abortError());
      };
      signal?.addEventListener('abort', onAbort);
      xhr.send(file);
    });
}
