import { describe, expect, it, vi } from 'vitest';
import type { VendyRequest } from '@vendy/client/request';
import { affiliateLinks } from './fixtures';
import { saveAffiliateLink, type AffiliateSaveDeps, type FormImage } from './affiliateSave';

type Vars = Record<string, unknown>;

function setup(
  overrides: Partial<AffiliateSaveDeps> = {},
  existing: ReadonlySet<string> = new Set(),
) {
  const calls: Array<{ name: string; variables: Vars }> = [];
  const request = (async (document: unknown, variables?: Vars) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? '';
    calls.push({ name, variables: variables ?? {} });
    if (name === 'getAffiliateLinkImageUploadUrls') {
      return {
        [name]: (variables?.fileData as Array<{ fileName: string }>).map(({ fileName }) => ({
          fileName,
          fileKey: `groups/g/affiliate/${fileName}`,
          url: `https://upload.example/${fileName}`,
          objectExists: existing.has(fileName),
        })),
      };
    }
    return { [name]: { ...affiliateLinks[0], id: variables?.id } };
  }) as VendyRequest;
  const deps: AffiliateSaveDeps = {
    request,
    putFile: vi.fn(async () => {}),
    makeThumbnail: vi.fn(async (_image: Blob, type: string) => new Blob(['small'], { type })),
    // The "hash" of a blob: its text, so names are predictable.
    fileHash: async (file: Blob) => `hash${(await file.text()).padEnd(8, '0')}`,
    newId: () => '11111111-2222-4333-8444-555555555555',
    ...overrides,
  };
  return { deps, calls };
}

const values = { title: 'Tent', price: 349, url: 'https://partner.example.com/tent', ctaText: '' };
const file = (name: string, body: string, type = 'image/png') => new File([body], name, { type });
const fresh = (id: string, f: File): FormImage => ({ id, src: `blob:${id}`, kind: 'new', file: f });

describe('saveAffiliateLink', () => {
  it('names new pictures {linkId}_{hash}.{ext}, uploads them and saves them in order', async () => {
    const { deps, calls } = setup();
    const saved: FormImage = {
      id: 'image-1',
      src: 'https://media/thumb.png',
      kind: 'saved',
      imageUrl: 'https://media/groups/g/affiliate/a.png',
      thumbnailUrl: 'https://media/groups/g/affiliate/a-thumb.png',
    };
    await saveAffiliateLink(deps, {
      id: null,
      values,
      images: [fresh('n1', file('front.jpg', 'front', 'image/jpeg')), saved],
    });
    const linkId = '11111111-2222-4333-8444-555555555555';
    const [urls, upsert] = calls;
    expect(urls?.variables.fileData).toEqual([
      { fileName: `${linkId}_hashfront000.jpg`, fileType: 'image/jpeg' },
      { fileName: `${linkId}_hashsmall000.jpg`, fileType: 'image/jpeg' },
    ]);
    expect(deps.putFile).toHaveBeenCalledTimes(2);
    expect(deps.putFile).toHaveBeenCalledWith(
      `https://upload.example/${linkId}_hashfront000.jpg`,
      expect.any(File),
      'image/jpeg',
    );
    expect(upsert?.name).toBe('upsertAffiliateLink');
    expect(upsert?.variables).toEqual({
      id: linkId,
      ...values,
      images: [
        {
          rank: 0,
          imageUrl: `groups/g/affiliate/${linkId}_hashfront000.jpg`,
          thumbnailUrl: `groups/g/affiliate/${linkId}_hashsmall000.jpg`,
        },
        { rank: 1, imageUrl: saved.imageUrl, thumbnailUrl: saved.thumbnailUrl },
      ],
    });
  });

  it('keeps the id of a link being edited and skips files already stored', async () => {
    const id = affiliateLinks[0]!.id;
    const { deps, calls } = setup(
      {},
      new Set([`${id}_hashphoto000.png`, `${id}_hashsmall000.png`]),
    );
    await saveAffiliateLink(deps, { id, values, images: [fresh('n1', file('p.png', 'photo'))] });
    expect(deps.putFile).not.toHaveBeenCalled();
    expect(calls.at(-1)?.variables.id).toBe(id);
  });

  it('uses a picture as its own thumbnail when the browser cannot draw it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { deps, calls } = setup({ makeThumbnail: async () => Promise.reject(new Error('no')) });
    await saveAffiliateLink(deps, {
      id: null,
      values,
      images: [fresh('n1', file('a.avif', 'x', 'image/avif'))],
    });
    expect(calls[0]?.variables.fileData).toHaveLength(1);
    const images = calls.at(-1)?.variables.images as Array<{
      imageUrl: string;
      thumbnailUrl: string;
    }>;
    expect(images[0]?.imageUrl).toBe(images[0]?.thumbnailUrl);
  });

  it('names the picture that could not be uploaded and saves nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { deps, calls } = setup({ putFile: async () => Promise.reject(new Error('HTTP 403')) });
    await expect(
      saveAffiliateLink(deps, { id: null, values, images: [fresh('n1', file('beach.png', 'b'))] }),
    ).rejects.toThrow('Unable to upload image: beach.png');
    expect(calls.some((c) => c.name === 'upsertAffiliateLink')).toBe(false);
  });

  it('refuses files that are not pictures', async () => {
    const { deps } = setup();
    await expect(
      saveAffiliateLink(deps, {
        id: null,
        values,
        images: [fresh('n1', file('notes.txt', 'hello', 'text/plain'))],
      }),
    ).rejects.toThrow('Upload must be an image file.');
  });
});
