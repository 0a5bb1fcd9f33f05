import { describe, expect, it, vi } from 'vitest';
import type { VendyRequest } from '@vendy/client/request';
import { removeFromList, upsertInList } from '../../lib/lists';
import { createAudioActions, type UploadProgress } from './audioActions';
import { audio, audios, mp3File } from './fixtures';

function fakeRequest(answers: Record<string, unknown>) {
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const request = vi.fn(async (document: unknown, variables?: Record<string, unknown>) => {
    const source = String(document);
    const operation = /(?:query|mutation) (\w+)/.exec(source)?.[1] ?? '?';
    calls.push({ operation, variables: variables ?? {} });
    const answer = answers[operation];
    if (answer instanceof Error) throw answer;
    return { [operation]: answer };
  }) as unknown as VendyRequest;
  return { request, calls };
}

const saved = audio('new', 'Beach waves', '2026-11-06T10:00:00.000Z');

describe('audio upload', () => {
  it('asks for an address, PUTs the file as audio/mpeg, then saves the track with its id', async () => {
    const { request, calls } = fakeRequest({
      getAudioUploadUrl: { id: 'upload-1', url: 'https://media.example/put?sig=1' },
      upsertAudio: saved,
    });
    const put = vi.fn(
      async (
        _url: string,
        _file: Blob,
        _type: string,
        options?: { onProgress?: (f: number) => void },
      ) => {
        options?.onProgress?.(0.5);
        options?.onProgress?.(1);
        return 200;
      },
    );
    const progress: UploadProgress[] = [];
    const file = mp3File();
    const result = await createAudioActions({ request, put }).upload(
      { title: 'Beach waves', description: '', file, duration: 42.4, loop: true },
      { onProgress: (p) => progress.push(p) },
    );

    expect(result).toBe(saved);
    expect(calls[0]).toEqual({
      operation: 'getAudioUploadUrl',
      variables: { fileName: 'beach-waves.mp3' },
    });
    expect(put).toHaveBeenCalledWith(
      'https://media.example/put?sig=1',
      file,
      'audio/mpeg',
      expect.anything(),
    );
    expect(calls[1]).toEqual({
      operation: 'upsertAudio',
      variables: {
        title: 'Beach waves',
        description: null,
        duration: 42.4,
        externalId: 'upload-1',
        loop: true,
      },
    });
    expect(progress.map((p) => `${p.phase}:${p.fraction}`)).toEqual([
      'preparing:0',
      'uploading:0',
      'uploading:0.5',
      'uploading:1',
      'saving:1',
    ]);
  });

  it('forces loop off above 60 seconds', async () => {
    const { request, calls } = fakeRequest({
      getAudioUploadUrl: { id: 'u', url: 'https://x/put' },
      upsertAudio: saved,
    });
    await createAudioActions({ request, put: async () => 200 }).upload({
      title: 'Long',
      file: mp3File(),
      duration: 61,
      loop: true,
    });
    expect(calls[1]?.variables.loop).toBe(false);
  });

  it('fails with the HTTP status when the PUT is not answered 200, and saves nothing', async () => {
    const { request, calls } = fakeRequest({
      getAudioUploadUrl: { id: 'u', url: 'https://x/put' },
    });
    const upload = createAudioActions({ request, put: async () => 413 }).upload({
      title: 'Big',
      file: mp3File(),
      duration: 10,
      loop: false,
    });
    await expect(upload).rejects.toThrow('Error uploading audio file to S3. HTTP 413');
    expect(calls.map((c) => c.operation)).toEqual(['getAudioUploadUrl']);
  });

  it('passes the server message on when no address is given', async () => {
    const { request } = fakeRequest({
      getAudioUploadUrl: new Error('Error retrieving S3 upload url.'),
    });
    const put = vi.fn();
    await expect(
      createAudioActions({ request, put }).upload({
        title: 'x',
        file: mp3File(),
        duration: 1,
        loop: false,
      }),
    ).rejects.toThrow('Error retrieving S3 upload url.');
    expect(put).not.toHaveBeenCalled();
  });
});

describe('audio edit and delete', () => {
  it('saves title, description and loop of the track (loop off above 60 s)', async () => {
    const { request, calls } = fakeRequest({ upsertAudio: saved });
    const long = audio('l', 'Long', '2026-11-01T00:00:00.000Z', { duration: 75 });
    await createAudioActions({ request, put: async () => 200 }).save(long, {
      title: 'Renamed',
      description: '',
      loop: true,
    });
    expect(calls[0]).toEqual({
      operation: 'upsertAudio',
      variables: { id: 'l', title: 'Renamed', description: '', loop: false },
    });
  });

  it('deletes by id', async () => {
    const { request, calls } = fakeRequest({ deleteAudio: { success: true, message: null } });
    await createAudioActions({ request, put: async () => 200 }).remove(audios[0]!);
    expect(calls[0]).toEqual({ operation: 'deleteAudio', variables: { audioId: 'a1' } });
  });

  it('keeps the list newest first after changes', () => {
    const fresh = audio('new', 'New', '2026-12-01T00:00:00.000Z');
    expect(upsertInList(audios, fresh).map((a) => a.id)).toEqual(['new', 'a1', 'a2', 'a3']);
    const renamed = { ...audios[1]!, title: 'Renamed' };
    expect(upsertInList(audios, renamed).map((a) => a.title)).toEqual([
      'Beach waves',
      'Renamed',
      'City at night',
    ]);
    expect(removeFromList(audios, 'a2').map((a) => a.id)).toEqual(['a1', 'a3']);
  });
});
