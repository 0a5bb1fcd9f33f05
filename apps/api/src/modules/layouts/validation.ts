// Resolver input schemas of the layout operations, built from the shared ones (the wizard's
// layoutSchema: title trimmed and required, type one of the six) and the shared primitives.
import { TEXT_MAX } from '@vendy/client/domain';
import { INPUT_TOO_LONG, layoutSchema, title, url } from '@vendy/client/validation';
import { array, mixed, number, object, string } from 'yup';
import { AUDIO_SOURCES, type AudioSourceValue } from '../../db/schema';
import { MAX_COLLECTION_ITEMS, MAX_SEGMENTS } from './service';
import { OVERLAY_NOT_PERCENT, TOO_MANY_ITEMS, TOO_MANY_SEGMENTS } from './messages';

const id = string().trim().max(100, INPUT_TOO_LONG);
const rank = number().integer().min(0).max(10_000).required();
/** An overlay value: percent of the segment's length or of the frame. */
const percent = number().min(0, OVERLAY_NOT_PERCENT).max(100, OVERLAY_NOT_PERCENT).nullable();

export const widgetBaseArgs = layoutSchema.shape({ id: id.nullable() });

export const mediaCollectionArgs = object({
  id: id.nullable(),
  title,
  thumbnailUrl: url.nullable(),
  items: array(object({ virtualVideoId: id.required(), rank }))
    .max(MAX_COLLECTION_ITEMS, TOO_MANY_ITEMS)
    .required(),
});

export const virtualVideoArgs = object({
  id: id.nullable(),
  title,
  segments: array(
    object({
      id: id.nullable(),
      rank,
      title: string().trim().max(TEXT_MAX, INPUT_TOO_LONG).nullable(),
      videoId: id.nullable(),
      audioId: id.nullable(),
      imageCollectionId: id.nullable(),
      audioSrc: mixed<AudioSourceValue>().oneOf(AUDIO_SOURCES).nullable(),
      overlayId: id.nullable(),
      overlayStart: percent,
      overlayEnd: percent,
      overlayX: percent,
      overlayY: percent,
      overlayWidth: percent,
      overlayHeight: percent,
    }),
  )
    .max(MAX_SEGMENTS, TOO_MANY_SEGMENTS)
    .required(),
});
