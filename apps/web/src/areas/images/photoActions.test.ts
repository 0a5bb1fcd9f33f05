import { describe, expect, it, vi } from 'vitest';
import type { VendyRequest } from '@vendy/client/request';
import { beach, collection, photoFile, summer } from './fixtures';
import {
  createPhotoActions,
  titleOfFile,
  uniqueFileName,
  uploadPhotoFiles,
  type UploadProgress,
} from './photoActions';

type Answer = unknown | ((variables: Record<string, unknown>) => unknown);

function fakeRequest(answers: Record<string, Answer>) {
  const calls: Array<{ operation: string; variables: Record<string, unknown> }> = [];
  const request = vi.fn(async (document: unknown, variables?: Record<string, unknown>) => {
    const operation = /(?:query|mutation) (\w+)/.exec(String(document))?.[1] ?? '?';
    calls.push({ operation, variables: variables ?? {} });
    const answer = answers[operation];
    const value = typeof answer === 'function' ? answer(variables ?? {}) : answer;
    if (value instanceof Error) throw value;
    return { [operation]: value };
  }) as unknown as VendyRequest;
  return { request, calls };
}

/** Signed URLs as the server hands them out: one per requested file, keyed by its name. */
const signedUrls = (variables: Record<string, unknown>) =>
  (variables.fileData as Array<{ fileName: string }>).map(({ fileName }) => ({
    fileName,
    fileKey: `groups/g1/images/${fileName}`,
    url: `https://media.example/put/${encodeURIComponent(fileName)}?sig=1`,
    objectExists: false,
  }));

const ok = () => new Response(null, { status: 200 });

function ids() {
  let n = 0;
  return () => `id${++n}`;
}

describe('unique file names', () => {
  it('start with a random id, so that two photos of the same name never share a key', () => {
    expect(uniqueFileName('IMG_0001.jpg', 'a1')).toBe('a1-IMG_0001.jpg');
    expect(uniqueFileName('IMG_0001.jpg', 'b2')).toBe('b2-IMG_0001.jpg');
  });

  it('keep the extension of a very long name and stay within the server limit', () => {
    const name = `${'x'.repeat(300)}.jpeg`;
    const unique = uniqueFileName(name, 'a1');
    expect(unique.length).toBeLessThanOrEqual(255);
    expect(unique.startsWith('a1-xxx')).toBe(true);
    expect(unique.endsWith('.jpeg')).toBe(true);
  });

  it('drop any folder part of the name', () => {
    expect(uniqueFileName('C:\\photos\\beach.png', 'a1')).toBe('a1-beach.png');
  });

  it('give new photos their file name as title', () => {
    expect(titleOfFile('Beach day.png')).toBe('Beach day');
    expect(titleOfFile('.png')).toBe('.png');
  });
});

describe('uploading photos', () => {
  it('asks for one address per file, each under a unique name, and PUTs each with its type', async () => {
    const { request, calls } = fakeRequest({ getImageUploadUrls: signedUrls });
    const fetch = vi.fn(async () => ok());
    const files = [photoFile('same.png'), photoFile('same.png'), photoFile('c.jpg', 'image/jpeg')];
    const keys = await uploadPhotoFiles(
      { request, fetch, newId: ids() },
      files.map((file, i) => ({ id: `p${i}`, file })),
    );

    expect(calls).toEqual([
      {
        operation: 'getImageUploadUrls',
        variables: {
          fileData: [
            { fileName: 'id1-same.png', fileType: 'image/png' },
            { fileName: 'id2-same.png', fileType: 'image/png' },
            { fileName: 'id3-c.jpg', fileType: 'image/jpeg' },
          ],
        },
      },
    ]);
    expect(keys).toEqual([
      'groups/g1/images/id1-same.png',
      'groups/g1/images/id2-same.png',
      'groups/g1/images/id3-c.jpg',
    ]);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledWith(
      'https://media.example/put/id3-c.jpg?sig=1',
      expect.objectContaining({
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: files[2],
      }),
    );
  });

  it('answers the keys in the photos’ order even when PUTs finish out of order', async () => {
    const { request } = fakeRequest({ getImageUploadUrls: signedUrls });
    const fetch = vi.fn(async (url: string | URL | Request) => {
      // The first file is the slowest.
      if (String(url).includes('id1-')) await new Promise((r) => setTimeout(r, 20));
      return ok();
    });
    const progress: UploadProgress[] = [];
    const keys = await uploadPhotoFiles(
      { request, fetch, newId: ids() },
      ['a.png', 'b.png', 'c.png'].map((name, i) => ({ id: `p${i}`, file: photoFile(name) })),
      { onProgress: (p) => progress.push(p) },
    );
    expect(keys.map((k) => k.split('/').pop())).toEqual(['id1-a.png', 'id2-b.png', 'id3-c.png']);
    expect(progress[0]).toEqual({ phase: 'preparing', done: 0, total: 3 });
    expect(progress.at(-1)).toEqual({ phase: 'uploading', done: 3, total: 3 });
  });

  it("fails with 'Unable to upload image: {fileName}' when a PUT is not answered with 200", async () => {
    const { request } = fakeRequest({ getImageUploadUrls: signedUrls });
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('broken') ? new Response(null, { status: 415 }) : ok(),
    );
    await expect(
      uploadPhotoFiles({ request, fetch, newId: ids() }, [
        { id: 'p0', file: photoFile('fine.png') },
        { id: 'p1', file: photoFile('broken.png') },
      ]),
    ).rejects.toThrow('Unable to upload image: broken.png');
  });

  it('treats a PUT that never gets an answer like a refused one', async () => {
    const { request } = fakeRequest({ getImageUploadUrls: signedUrls });
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      uploadPhotoFiles({ request, fetch, newId: ids() }, [{ id: 'p0', file: photoFile('a.png') }]),
    ).rejects.toThrow('Unable to upload image: a.png');
  });

  it('skips the PUT of a file that is already stored', async () => {
    const { request } = fakeRequest({
      getImageUploadUrls: (v: Record<string, unknown>) =>
        signedUrls(v).map((u) => ({ ...u, objectExists: true })),
    });
    const fetch = vi.fn(async () => ok());
    const keys = await uploadPhotoFiles({ request, fetch, newId: ids() }, [
      { id: 'p0', file: photoFile('a.png') },
    ]);
    expect(fetch).not.toHaveBeenCalled();
    expect(keys).toEqual(['groups/g1/images/id1-a.png']);
  });

  it('passes the upload address failure on (the server message or the fallback)', async () => {
    const { request } = fakeRequest({
      getImageUploadUrls: new Error('This area requires a higher tier than your current plan.'),
    });
    const fetch = vi.fn(async () => ok());
    await expect(
      uploadPhotoFiles({ request, fetch }, [{ id: 'p0', file: photoFile('a.png') }]),
    ).rejects.toThrow('This area requires a higher tier than your current plan.');
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('saving a new collection', () => {
  it('uploads first, then saves the title (trimmed) and the file keys in the chosen order', async () => {
    const { request, calls } = fakeRequest({
      getImageUploadUrls: signedUrls,
      saveImageCollection: {
        success: true,
        errorMessage: null,
        imageCollection: summer,
        uploadedImages: [],
      },
    });
    const fetch = vi.fn(async () => ok());
    const result = await createPhotoActions({ request, fetch, newId: ids() }).create({
      title: '  Summer lookbook ',
      photos: [
        { kind: 'new', id: 'second', file: photoFile('b.png') },
        { kind: 'new', id: 'first', file: photoFile('a.png') },
      ],
    });
    expect(result).toBe(summer);
    expect(calls.map((c) => c.operation)).toEqual(['getImageUploadUrls', 'saveImageCollection']);
    expect(calls[1]!.variables).toEqual({
      title: 'Summer lookbook',
      items: [
        { id: 'second', data: 'groups/g1/images/id1-b.png' },
        { id: 'first', data: 'groups/g1/images/id2-a.png' },
      ],
    });
    // Every file was stored before the collection was saved.
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('sends Instagram pictures by their media id, in place among the uploads, with nothing to upload for them', async () => {
    const { request, calls } = fakeRequest({
      getImageUploadUrls: signedUrls,
      saveImageCollection: {
        success: true,
        errorMessage: null,
        imageCollection: summer,
        uploadedImages: [],
      },
    });
    const fetch = vi.fn(async () => ok());
    await createPhotoActions({ request, fetch, newId: ids() }).create({
      title: 'Mixed',
      photos: [
        { kind: 'instagram', mediaId: 'media-2' },
        { kind: 'new', id: 'n1', file: photoFile('a.png') },
        { kind: 'instagram', mediaId: 'media-1' },
      ],
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(calls[1]!.variables).toEqual({
      title: 'Mixed',
      items: [
        { id: 'instagram-0', instagramMediaId: 'media-2' },
        { id: 'n1', data: 'groups/g1/images/id1-a.png' },
        { id: 'instagram-2', instagramMediaId: 'media-1' },
      ],
    });
  });

  it("refuses an empty collection with 'No photos were selected.' without calling the server", async () => {
    const { request, calls } = fakeRequest({});
    const fetch = vi.fn(async () => ok());
    await expect(
      createPhotoActions({ request, fetch }).create({ title: 'Empty', photos: [] }),
    ).rejects.toThrow('No photos were selected.');
    expect(calls).toEqual([]);
  });

  it('does not save when a PUT failed', async () => {
    const { request, calls } = fakeRequest({ getImageUploadUrls: signedUrls });
    const fetch = vi.fn(async () => new Response(null, { status: 500 }));
    await expect(
      createPhotoActions({ request, fetch }).create({
        title: 'T',
        photos: [{ kind: 'new', id: 'p', file: photoFile('x.png') }],
      }),
    ).rejects.toThrow('Unable to upload image: x.png');
    expect(calls.map((c) => c.operation)).toEqual(['getImageUploadUrls']);
  });

  it('shows the server’s reason when saving fails, or the fallback when it gives none', async () => {
    const fetch = vi.fn(async () => ok());
    const photos = [{ kind: 'new' as const, id: 'p', file: photoFile('x.png') }];
    const failing = (errorMessage: string | null) =>
      createPhotoActions({
        request: fakeRequest({
          getImageUploadUrls: signedUrls,
          saveImageCollection: {
            success: false,
            errorMessage,
            imageCollection: null,
            uploadedImages: [],
          },
        }).request,
        fetch,
      }).create({ title: 'T', photos });
    await expect(failing('Unable to upload image: x.png')).rejects.toThrow(
      'Unable to upload image: x.png',
    );
    await expect(failing(null)).rejects.toThrow('Error uploading image collection');
  });

  it("says 'No image collection was returned' when success comes without a collection", async () => {
    const { request } = fakeRequest({
      getImageUploadUrls: signedUrls,
      saveImageCollection: {
        success: true,
        errorMessage: null,
        imageCollection: null,
        uploadedImages: [],
      },
    });
    await expect(
      createPhotoActions({ request, fetch: vi.fn(async () => ok()) }).create({
        title: 'T',
        photos: [{ kind: 'new', id: 'p', file: photoFile('x.png') }],
      }),
    ).rejects.toThrow('No image collection was returned');
  });
});

describe('saving an edited collection', () => {
  it('uploads new files, creates their images, then saves the whole order', async () => {
    let created = 0;
    const updated = collection('col-summer', 'Renamed', summer.createdAt, [beach]);
    const { request, calls } = fakeRequest({
      getImageUploadUrls: signedUrls,
      upsertImage: () => ({ ...beach, id: `img-new-${++created}` }),
      upsertImageCollection: updated,
    });
    const fetch = vi.fn(async () => ok());
    const result = await createPhotoActions({ request, fetch, newId: ids() }).save(summer, {
      title: ' Renamed ',
      photos: [
        { kind: 'new', id: 'n1', file: photoFile('first new.png') },
        { kind: 'saved', imageId: 'img-sunset' },
        { kind: 'new', id: 'n2', file: photoFile('second.png') },
        { kind: 'saved', imageId: 'img-beach' },
      ],
    });
    expect(result).toBe(updated);
    expect(calls.map((c) => c.operation)).toEqual([
      'getImageUploadUrls',
      'upsertImage',
      'upsertImage',
      'upsertImageCollection',
    ]);
    expect(calls[1]!.variables).toEqual({
      title: 'first new',
      imageUrl: 'groups/g1/images/id1-first new.png',
    });
    expect(calls[3]!.variables).toEqual({
      id: 'col-summer',
      title: 'Renamed',
      items: [
        { imageId: 'img-new-1', rank: 0 },
        { imageId: 'img-sunset', rank: 1 },
        { imageId: 'img-new-2', rank: 2 },
        { imageId: 'img-beach', rank: 3 },
      ],
    });
  });

  it('places Instagram pictures by their media id in the whole order (no upload, no upsertImage)', async () => {
    const { request, calls } = fakeRequest({ upsertImageCollection: summer });
    const fetch = vi.fn(async () => ok());
    await createPhotoActions({ request, fetch }).save(summer, {
      title: 'Summer lookbook',
      photos: [
        { kind: 'saved', imageId: 'img-forest' },
        { kind: 'instagram', mediaId: 'media-3' },
      ],
    });
    expect(calls.map((c) => c.operation)).toEqual(['upsertImageCollection']);
    expect(calls[0]!.variables).toEqual({
      id: 'col-summer',
      title: 'Summer lookbook',
      items: [
        { imageId: 'img-forest', rank: 0 },
        { instagramMediaId: 'media-3', rank: 1 },
      ],
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('only reorders and renames when no file was added (no upload)', async () => {
    const { request, calls } = fakeRequest({ upsertImageCollection: summer });
    const fetch = vi.fn(async () => ok());
    await createPhotoActions({ request, fetch }).save(summer, {
      title: 'Summer lookbook',
      photos: [
        { kind: 'saved', imageId: 'img-forest' },
        { kind: 'saved', imageId: 'img-beach' },
      ],
    });
    expect(calls.map((c) => c.operation)).toEqual(['upsertImageCollection']);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('deleting a collection', () => {
  it('sends its id', async () => {
    const { request, calls } = fakeRequest({
      deleteImageCollection: { success: true, message: null },
    });
    await createPhotoActions({ request, fetch: vi.fn() }).remove(summer);
    expect(calls).toEqual([
      { operation: 'deleteImageCollection', variables: { collectionId: 'col-summer' } },
    ]);
  });

  it("fails with 'Error deleting image collection.' when the server says it did not delete", async () => {
    const { request } = fakeRequest({
      deleteImageCollection: { success: false, message: null },
    });
    await expect(createPhotoActions({ request, fetch: vi.fn() }).remove(summer)).rejects.toThrow(
      'Error deleting image collection.',
    );
  });
});
