import { describe, expect, it } from 'vitest';
import {
  audioFile,
  audioFileError,
  imageFileError,
  isVideoFile,
  loopDisabledReason,
  onlyImageFiles,
  thumbnailFile,
  unreadableDurationMessages,
  videoFile,
  videoFileError,
  withLoopRule,
} from './media';
import { messagesOf } from './testing';

const mp4 = { name: 'clip.mp4', type: 'video/mp4' };
const png = { name: 'photo.png', type: 'image/png' };
const mp3 = { name: 'song.mp3', type: 'audio/mpeg' };
const pdf = { name: 'notes.pdf', type: 'application/pdf' };

describe('file kinds', () => {
  it('names the expected kind when a dropped file is of another', () => {
    expect(videoFileError(mp4)).toBeNull();
    expect(videoFileError(png)).toBe('Upload must be a video file.');
    expect(imageFileError(png)).toBeNull();
    expect(imageFileError(mp4)).toBe('Upload must be an image file.');
    expect(audioFileError(mp3)).toBeNull();
    expect(audioFileError(mp4)).toBe('Upload must be an audio file.');
  });

  it('reads the MIME type case-insensitively', () => {
    expect(isVideoFile({ type: 'Video/QuickTime' })).toBe(true);
  });

  it('keeps only the images of a photo drop', () => {
    expect(onlyImageFiles([png, pdf, mp4, { name: 'b.jpg', type: 'image/jpeg' }])).toEqual([
      png,
      { name: 'b.jpg', type: 'image/jpeg' },
    ]);
  });
});

describe('file fields', () => {
  it('require a file with the full-stop message', async () => {
    expect(await messagesOf(videoFile, undefined)).toEqual(['This field is required.']);
    expect(await messagesOf(audioFile, null)).toEqual(['This field is required.']);
    expect(await messagesOf(thumbnailFile, undefined)).toEqual(['This field is required.']);
  });

  it('refuse a file of the wrong kind', async () => {
    expect(await messagesOf(videoFile, pdf)).toEqual(['Upload must be a video file.']);
    expect(await messagesOf(audioFile, mp4)).toEqual(['Upload must be an audio file.']);
    expect(await messagesOf(thumbnailFile, mp4)).toEqual(['Upload must be an image file.']);
    expect(await messagesOf(thumbnailFile, 'photo.png')).toEqual(['Upload must be an image file.']);
  });

  it('accept a file of the right kind', async () => {
    expect(await messagesOf(videoFile, mp4)).toEqual([]);
    expect(await messagesOf(audioFile, mp3)).toEqual([]);
    expect(await messagesOf(thumbnailFile, png)).toEqual([]);
  });
});

describe('durations', () => {
  it('explains an unreadable duration, and why for QuickTime', () => {
    expect(unreadableDurationMessages(mp4)).toEqual(['Unable to extract duration from file.']);
    expect(unreadableDurationMessages({ type: 'video/quicktime' })).toEqual([
      'Unable to extract duration from file.',
      'Quicktime videos are not supported. Please save the file as a new format and try again.',
    ]);
  });

  it('allows looping up to one minute and forces it off above', () => {
    expect(loopDisabledReason(60)).toBeNull();
    expect(loopDisabledReason(60.5)).toBe('Looping is disabled for videos over a minute long.');
    expect(withLoopRule({ title: 'a', loop: true, duration: 60 })).toEqual({
      title: 'a',
      loop: true,
      duration: 60,
    });
    expect(withLoopRule({ loop: true, duration: 61 }).loop).toBe(false);
    expect(withLoopRule({ loop: null, duration: 10 }).loop).toBe(false);
  });
});
