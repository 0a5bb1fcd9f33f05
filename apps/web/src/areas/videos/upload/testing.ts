// Test fakes for the upload flow: a GraphQL request answering by operation name, a tus Upload class
// that replays a script of progress events, and a fetch for signed PUTs.
import { vi } from 'vitest';
import type { VendyRequest } from '@vendy/client/request';
import type { TusUpload, TusUploadClass, TusUploadOptions } from './uploadVideo';

export interface RequestLog {
  operationName: string;
  variables: Record<string, unknown>;
}

type Answer = unknown | ((variables: Record<string, unknown>) => unknown);

/** Answers each operation with data keyed by its name; an Error answer rejects the call. */
export function fakeRequest(answers: Record<string, Answer>) {
  const calls: RequestLog[] = [];
  const request = vi.fn(async (document: unknown, variables?: Record<string, unknown>) => {
    const text = String(document);
    const operationName = /(?:query|mutation)\s+(\w+)/.exec(text)?.[1] ?? '';
    calls.push({ operationName, variables: variables ?? {} });
    const answer = answers[operationName];
    if (answer === undefined) throw new Error(`No answer for ${operationName}`);
    const value =
      typeof answer === 'function' ? (answer as (v: unknown) => unknown)(variables) : answer;
    if (value instanceof Error) throw value;
    return { [operationName]: value };
  }) as unknown as VendyRequest;
  return { request, calls };
}

export type TusScript = Array<{ progress: [number, number] } | 'success' | Error>;

/** A tus Upload class whose uploads play `script` when started. */
export function fakeTus(
  script: TusScript = [{ progress: [5, 10] }, { progress: [10, 10] }, 'success'],
) {
  const created: Array<{ file: File; options: TusUploadOptions; aborted: boolean }> = [];
  class FakeUpload implements TusUpload {
    private readonly record;
    constructor(file: File, options: TusUploadOptions) {
      this.record = { file, options, aborted: false };
      created.push(this.record);
    }
    start() {
      const { options } = this.record;
      queueMicrotask(() => {
        for (const step of script) {
          if (this.record.aborted) return;
          if (step === 'success') options.onSuccess();
          else if (step instanceof Error) options.onError(step);
          else options.onProgress(...step.progress);
        }
      });
    }
    async abort() {
      this.record.aborted = true;
    }
  }
  return { Upload: FakeUpload as TusUploadClass, created };
}

/** A fetch for signed PUTs answering `status`, recording what was sent. */
export function fakePut(status = 200) {
  return vi.fn(
    async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status }),
  );
}
