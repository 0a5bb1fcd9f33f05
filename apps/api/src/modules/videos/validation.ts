// Arguments of the videos operations, checked with the shared rules and messages of
// @vendy/client/validation (the forms use the same primitives).
import { URL_MAX } from '@vendy/client/domain';
import {
  boolean,
  INPUT_TOO_LONG,
  integer,
  MUST_BE_POSITIVE,
  NOT_AN_IMAGE_FILE,
  optionalText,
  positive,
  REQUIRED_TEXT,
  title,
  url,
} from '@vendy/client/validation';
import { number, object, string } from 'yup';

const FILE_NAME_MAX = 255;
const ID_MAX = 100;

const VIDEO_SOURCES = ['UPLOAD', 'INSTAGRAM', 'YOUTUBE', 'TIKTOK'] as const;

/** getVideoUploadUrl(fileName, size, duration): duration is checked by the service (its messages). */
export const videoUploadArgs = object({
  fileName: string().trim().max(FILE_NAME_MAX, INPUT_TOO_LONG).required(REQUIRED_TEXT),
  size: integer.positive(MUST_BE_POSITIVE).required(REQUIRED_TEXT),
  duration: number().integer().required(REQUIRED_TEXT),
});

/** getVideoImageUploadUrl(fileName, fileType): the thumbnail must be an image. */
export const videoImageUploadArgs = object({
  fileName: string().trim().max(FILE_NAME_MAX, INPUT_TOO_LONG).required(REQUIRED_TEXT),
  fileType: string()
    .trim()
    .lowercase()
    .required(REQUIRED_TEXT)
    .matches(/^image\/[a-z0-9.+-]+$/, NOT_AN_IMAGE_FILE),
});

export const upsertVideoArgs = object({
  id: string().nullable(),
  title,
  description: optionalText.trim(),
  url: url.nullable(),
  thumbnailUrl: string().trim().max(URL_MAX, INPUT_TOO_LONG).nullable(),
  duration: positive.nullable(),
  aspectRatio: positive.nullable(),
  externalId: string().trim().max(ID_MAX, INPUT_TOO_LONG).nullable(),
  loop: boolean.nullable(),
  source: string().oneOf(VIDEO_SOURCES).nullable(),
  sourceId: string().trim().max(ID_MAX, INPUT_TOO_LONG).nullable(),
});

export type UpsertVideoInput = Awaited<ReturnType<typeof upsertVideoArgs.validate>>;
