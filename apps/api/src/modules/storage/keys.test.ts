import { describe, expect, it } from 'vitest';
import { assertValidPrefix, isValidKey, objectKey, safeFileSegment } from './keys';
import { InvalidKeyError } from './types';

describe('storage keys', () => {
  it('accepts server-built keys', () => {
    expect(isValidKey('groups/6b1c/audio/0f3e.mp3')).toBe(true);
    expect(objectKey('groups', 'g1', 'images', 'photo.jpg')).toBe('groups/g1/images/photo.jpg');
  });

  it.each([
    '',
    '/abs/path',
    'a/../b',
    '..',
    'a/./b',
    'a//b',
    'a/b/',
    '.meta/x.json',
    '.tmp/x',
    'a\\b',
    'a/b c',
    'a/%2e%2e',
    'é.mp3',
    'x'.repeat(201),
  ])('refuses %j', (key) => {
    expect(isValidKey(key)).toBe(false);
  });

  it('refuses a segment holding a slash when joining', () => {
    expect(() => objectKey('groups', '../etc')).toThrow(InvalidKeyError);
    expect(() => objectKey('groups', 'a/b')).toThrow(InvalidKeyError);
  });

  it('checks prefixes', () => {
    expect(assertValidPrefix('videos/v1/')).toBe('videos/v1/');
    expect(() => assertValidPrefix('videos/v1')).toThrow(InvalidKeyError);
    expect(() => assertValidPrefix('/')).toThrow(InvalidKeyError);
  });

  it('turns user file names into one safe segment, keeping the extension', () => {
    expect(safeFileSegment('My Song (final).MP3')).toBe('My-Song-final.mp3');
    expect(safeFileSegment('../../etc/passwd')).toBe('passwd');
    expect(safeFileSegment('C:\\Users\\me\\photo.jpeg')).toBe('photo.jpeg');
    expect(safeFileSegment('.hidden')).toBe('hidden');
    expect(safeFileSegment('日本語.png')).toBe('file.png');
    expect(safeFileSegment('')).toBe('file');
    expect(safeFileSegment(`${'a'.repeat(300)}.webp`)).toHaveLength(155);
  });
});
