import { describe, expect, it, vi } from 'vitest';
import type { InstagramMediaFieldsFragment } from '@vendy/client/generated';
import { InstagramConnectionError, type VendyRequest } from '@vendy/client/request';
import {
  captionTitle,
  CONNECTION_LOST,
  instagramPictures,
  loadInstagramPictures,
} from './instagramPictures';

const OURS = 'https://media.example/groups/g1/instagram';

const media = (
  n: number,
  extra: Partial<InstagramMediaFieldsFragment> = {},
): InstagramMediaFieldsFragment => ({
  id: `m${n}`,
  createdAt: '2026-11-01T00:00:00.000Z',
  externalId: `ig${n}`,
  mediaType: 'IMAGE',
  mediaUrl: `${OURS}/ig${n}.jpg`,
  postedAt: `2026-11-0${n}T00:00:00.000Z`,
  thumbnailUrl: `${OURS}/ig${n}.jpg`,
  caption: `Post ${n}`,
  mediaExpires: null,
  thumbnailExpires: null,
  parentMediaExternalId: null,
  rank: n,
  ...extra,
});

describe('the pictures a photo collection can take', () => {
  it('are image posts and carousel pictures at our own address, in feed order', () => {
    const pictures = instagramPictures([
      media(1),
      media(2, { mediaType: 'VIDEO', mediaUrl: `${OURS}/ig2/video.m3u8` }),
      media(3, { mediaType: 'CAROUSEL_ALBUM', mediaUrl: null }),
      media(4, { parentMediaExternalId: 'ig3' }),
      // Instagram's own address (its copy is not made yet): never shown nor used.
      media(5, {
        mediaUrl: 'https://scontent.cdninstagram.com/5.jpg?oe=1',
        mediaExpires: '2026-12-01T00:00:00.000Z',
      }),
      media(6, { mediaUrl: null }),
    ]);
    expect(pictures.map((p) => [p.id, p.externalId, p.imageUrl])).toEqual([
      ['m1', 'ig1', `${OURS}/ig1.jpg`],
      ['m4', 'ig4', `${OURS}/ig4.jpg`],
    ]);
    expect(pictures[0]).toMatchObject({ title: 'Post 1', createdAt: '2026-11-01T00:00:00.000Z' });
  });

  it('are titled by the first line of their caption, shortened, or "Instagram photo"', () => {
    expect(captionTitle('\n  Summer   drop \nsecond line')).toBe('Summer drop');
    expect(captionTitle(null)).toBe('Instagram photo');
    expect(captionTitle('   ')).toBe('Instagram photo');
    const long = captionTitle('word '.repeat(40));
    expect(long.length).toBeLessThanOrEqual(100);
    expect(long.endsWith('…')).toBe(true);
  });

  it('load through getInstagramMedia; a lost connection is said without leaving the form', async () => {
    const request = vi.fn(async () => ({ getInstagramMedia: [media(1)] }));
    const pictures = await loadInstagramPictures(request as unknown as VendyRequest)(
      new AbortController().signal,
    );
    expect(pictures.map((p) => p.id)).toEqual(['m1']);

    const lost = vi.fn(async () => {
      throw new InstagramConnectionError('Unable to connect to Instagram account.', {});
    });
    await expect(
      loadInstagramPictures(lost as unknown as VendyRequest)(new AbortController().signal),
    ).rejects.toThrow(CONNECTION_LOST);
  });
});
