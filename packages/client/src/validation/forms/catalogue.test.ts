import { describe, expect, it } from 'vitest';
import { messagesOf, text } from '../testing';
import {
  affiliateLinkSchema,
  audioEditSchema,
  audioUploadSchema,
  feedSchema,
  photoCollectionSchema,
  socialVideoImportSchema,
  tiktokTitleSchema,
  tiktokUrlSchema,
  videoEditSchema,
  videoUploadSchema,
  youtubeUrlSchema,
} from './catalogue';

const mp4 = { name: 'clip.mp4', type: 'video/mp4' };
const png = { name: 'thumb.png', type: 'image/png' };
const mp3 = { name: 'song.mp3', type: 'audio/mpeg' };

describe('affiliate link', () => {
  it('trims the values and converts the price to a number', async () => {
    expect(
      await affiliateLinkSchema.validate({
        title: '  Linen shirt ',
        price: ' $1,234.50 ',
        url: ' https://partner.example.com/shirt ',
        description: ' Soft ',
        ctaText: ' Buy it ',
      }),
    ).toEqual({
      title: 'Linen shirt',
      price: 1234.5,
      url: 'https://partner.example.com/shirt',
      description: 'Soft',
      ctaText: 'Buy it',
    });
  });

  it('requires title, price and url, leaving description and button text optional', async () => {
    expect(await messagesOf(affiliateLinkSchema, {})).toEqual([
      'This field is required',
      'This field is required',
      'This field is required',
    ]);
    expect(
      await messagesOf(affiliateLinkSchema, { title: 'a', price: '5', url: 'https://a.co' }),
    ).toEqual([]);
  });

  it('reports a malformed price and url', async () => {
    expect(
      await messagesOf(affiliateLinkSchema, { title: 'a', price: '12.345', url: 'a.co/shirt' }),
    ).toEqual(['Invalid currency format', 'Invalid URL.']);
  });
});

describe('feed', () => {
  it('requires id and title', async () => {
    expect(await messagesOf(feedSchema, { id: 'f1', title: 'Spring' })).toEqual([]);
    expect(await messagesOf(feedSchema, { title: ' ' })).toEqual([
      'This field is required',
      'This field is required',
    ]);
  });
});

describe('video forms', () => {
  it('requires a title, a video file and an image thumbnail to upload', async () => {
    expect(await messagesOf(videoUploadSchema, { title: 'a', file: mp4, thumbnail: png })).toEqual(
      [],
    );
    expect(await messagesOf(videoUploadSchema, { title: '' })).toEqual([
      'This field is required',
      'This field is required.',
      'This field is required.',
    ]);
    expect(await messagesOf(videoUploadSchema, { title: 'a', file: png, thumbnail: mp4 })).toEqual([
      'Upload must be a video file.',
      'Upload must be an image file.',
    ]);
  });

  it('loops only when asked', async () => {
    const values = await videoUploadSchema.validate({ title: 'a', file: mp4, thumbnail: png });
    expect(values.loop).toBe(false);
  });

  it('edits without a new thumbnail', async () => {
    expect(await messagesOf(videoEditSchema, { title: 'a', loop: true })).toEqual([]);
    expect(await messagesOf(videoEditSchema, { title: 'a', thumbnail: mp4 })).toEqual([
      'Upload must be an image file.',
    ]);
    expect(await messagesOf(videoEditSchema, { title: text(101) })).toEqual(['Input too long.']);
  });

  it("requires each imported social video's title with its own message", async () => {
    expect(
      await messagesOf(socialVideoImportSchema, {
        videos: [
          { id: 'm1', title: 'Instagram Video 1', loop: true },
          { id: 'm2', title: '  ' },
        ],
      }),
    ).toEqual(['Title is required.']);
  });
});

describe('YouTube URL', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtube.com/shorts/dQw4w9WgXcQ',
  ])('accepts %s', async (url) => {
    expect(await messagesOf(youtubeUrlSchema, { url })).toEqual([]);
  });

  it.each([
    ['', 'This field is required'],
    ['https://vimeo.com/12345', 'URL must be from Youtube.'],
    ['https://www.youtube.com/feed/trending', 'No video ID found.'],
    ['https://www.youtube.com/watch?v=short', 'Invalid URL.'],
    ['not a url at all', 'Invalid URL.'],
  ])('refuses %j with %s', async (url, expected) => {
    expect(await messagesOf(youtubeUrlSchema, { url })).toEqual([expected]);
  });

  it('limits the address to 1500 characters', async () => {
    const url = `https://www.youtube.com/watch?v=dQw4w9WgXcQ&x=${text(1500)}`;
    expect(await messagesOf(youtubeUrlSchema, { url })).toEqual(['Input too long.']);
  });
});

describe('TikTok URL', () => {
  it('accepts a video link whose last segment is the numeric id', async () => {
    expect(
      await messagesOf(tiktokUrlSchema, {
        url: 'https://www.tiktok.com/@shop/video/7234567890123456789',
      }),
    ).toEqual([]);
  });

  it.each([
    ['', 'This field is required'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'URL must be from TikTok.'],
    ['https://www.tiktok.com/', 'No video ID found.'],
    ['https://www.tiktok.com/@shop/video/abc', 'Invalid video ID.'],
  ])('refuses %j with %s', async (url, expected) => {
    expect(await messagesOf(tiktokUrlSchema, { url })).toEqual([expected]);
  });

  it('requires the imported title', async () => {
    expect(await messagesOf(tiktokTitleSchema, { title: '' })).toEqual(['This field is required']);
  });
});

describe('audio forms', () => {
  it('requires a title and an audio file', async () => {
    expect(await messagesOf(audioUploadSchema, { title: 'Jingle', file: mp3 })).toEqual([]);
    expect(await messagesOf(audioUploadSchema, {})).toEqual([
      'This field is required',
      'This field is required.',
    ]);
    expect(await messagesOf(audioUploadSchema, { title: 'a', file: mp4 })).toEqual([
      'Upload must be an audio file.',
    ]);
  });

  it('edits title, description and loop', async () => {
    expect(await audioEditSchema.validate({ title: ' Jingle ', description: ' Short ' })).toEqual({
      title: 'Jingle',
      description: 'Short',
      loop: false,
    });
    expect(await messagesOf(audioEditSchema, { title: 'a', description: text(101) })).toEqual([
      'Input too long.',
    ]);
  });
});

describe('photo collection', () => {
  it('needs a title and at least one photo', async () => {
    expect(await messagesOf(photoCollectionSchema, { title: 'Lookbook', photos: [png] })).toEqual(
      [],
    );
    expect(await messagesOf(photoCollectionSchema, { title: 'Lookbook', photos: [] })).toEqual([
      'No photos were selected.',
    ]);
    expect(await messagesOf(photoCollectionSchema, { title: '' })).toEqual([
      'This field is required',
      'No photos were selected.',
    ]);
  });
});
