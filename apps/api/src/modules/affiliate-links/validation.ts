// Input rules of the affiliate link operations beyond the shared form schema (affiliateLinkSchema):
// the images saved with a link and the files asked to upload.
import { array, number, object, string } from 'yup';
import { URL_MAX } from '@vendy/client/domain';
import {
  INVALID_CURRENCY,
  MUST_BE_AN_INTEGER,
  MUST_BE_A_NUMBER,
  NOT_AN_IMAGE_FILE,
  REQUIRED_TEXT,
  INPUT_TOO_LONG,
} from '@vendy/client/validation';
import { extensionMatches, MAX_IMAGES, parseImageFileName } from './keys';
import { INVALID_FILE_NAME, TOO_MANY_IMAGES } from './messages';

/** numeric(14, 2): the largest price the table holds. */
export const MAX_PRICE = 999_999_999_999.99;

export const priceLimit = number().max(MAX_PRICE, INVALID_CURRENCY);

const reference = string().trim().required(REQUIRED_TEXT).max(URL_MAX, INPUT_TOO_LONG);

export const imagesSchema = array()
  .of(
    object({
      rank: number()
        .typeError(MUST_BE_A_NUMBER)
        .integer(MUST_BE_AN_INTEGER)
        .min(0, MUST_BE_AN_INTEGER)
        .required(REQUIRED_TEXT),
      imageUrl: reference,
      thumbnailUrl: reference,
    }),
  )
  .max(MAX_IMAGES, TOO_MANY_IMAGES)
  .nullable();

export const fileDataSchema = array()
  .of(
    object({
      fileName: string()
        .trim()
        .required(REQUIRED_TEXT)
        .max(200, INVALID_FILE_NAME)
        .test('file-name', INVALID_FILE_NAME, (value) => parseImageFileName(value) !== null),
      fileType: string()
        .trim()
        .lowercase()
        .required(NOT_AN_IMAGE_FILE)
        .test('image-type', NOT_AN_IMAGE_FILE, function (value) {
          const name = parseImageFileName(String(this.parent.fileName ?? ''));
          return name === null || extensionMatches(value, name.ext);
        }),
    }),
  )
  .max(MAX_IMAGES, TOO_MANY_IMAGES)
  .required(REQUIRED_TEXT);
