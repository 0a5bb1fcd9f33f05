// Forms of doc 2: affiliate links, feeds, video / audio / photo uploads and social imports.
import { array, mixed, object, string } from 'yup';
import { parseTikTokUrl, parseYouTubeUrl, TEXT_MAX, URL_MAX } from '../../domain';
import { audioFile, imageFile, thumbnailFile, videoFile } from '../media';
import { INPUT_TOO_LONG, NO_PHOTOS_SELECTED, REQUIRED_TEXT, TITLE_REQUIRED } from '../messages';
import { boolean, optionalText, price, title, url } from '../primitives';

const loop = boolean.default(false);

/** Price is typed as currency ('$1,234.56') and comes out as a number (1234.56). */
export const affiliateLinkSchema = object({
  title,
  price,
  url: url.required(REQUIRED_TEXT),
  description: optionalText.trim(),
  ctaText: optionalText.trim(),
});

export const feedSchema = object({ id: string().required(REQUIRED_TEXT), title });

export const videoUploadSchema = object({
  title,
  file: videoFile,
  thumbnail: thumbnailFile,
  loop,
});

/** Editing keeps the current thumbnail unless a new image is given. */
export const videoEditSchema = object({
  title,
  thumbnail: imageFile.nullable(),
  loop,
});

/** One video picked in the social import dialog, with its own title and loop toggle. */
export const socialVideoImportItemSchema = object({
  id: string().required(REQUIRED_TEXT),
  title: string().trim().max(TEXT_MAX, INPUT_TOO_LONG).required(TITLE_REQUIRED),
  loop,
});

export const socialVideoImportSchema = object({
  videos: array().of(socialVideoImportItemSchema).required(REQUIRED_TEXT),
});

type UrlParser = (input: string) => { ok: true } | { ok: false; message: string };

/** A pasted video address, checked by the same parser the import then uses. */
function importUrl(parse: UrlParser) {
  return string()
    .trim()
    .required(REQUIRED_TEXT)
    .max(URL_MAX, INPUT_TOO_LONG)
    .test({
      name: 'video-url',
      skipAbsent: true,
      test(value, context) {
        if (value === '') return true;
        const parsed = parse(value);
        return parsed.ok || context.createError({ message: parsed.message });
      },
    });
}

export const youtubeUrlSchema = object({ url: importUrl(parseYouTubeUrl) });
export const tiktokUrlSchema = object({ url: importUrl(parseTikTokUrl) });
export const tiktokTitleSchema = object({ title });

export const audioUploadSchema = object({
  title,
  file: audioFile,
  description: optionalText.trim(),
  loop,
});

export const audioEditSchema = object({
  title,
  description: optionalText.trim(),
  loop,
});

/** Photos are new image files or images already in the collection (when editing). */
export const photoCollectionSchema = object({
  title,
  photos: array()
    .of(mixed().required(NO_PHOTOS_SELECTED))
    .min(1, NO_PHOTOS_SELECTED)
    .required(NO_PHOTOS_SELECTED),
});
