// Resolver input schemas of the placement operations, on the shared primitives and the shared
// placement percentages schema (each 0-100, a strategy chosen, total 100; doc 3 §5).
import { TEXT_MAX } from '@vendy/client/domain';
import {
  INPUT_TOO_LONG,
  placementPercentagesSchema,
  PLEASE_SELECT_A_STRATEGY,
  title,
} from '@vendy/client/validation';
import { array, mixed, number, object, string } from 'yup';
import type { AdTypeValue } from '../../db/schema';
import { MAX_INDIVIDUAL_ASSIGNMENTS, MAX_MULTIPLE_ASSIGNMENTS } from './service';
import { TOO_MANY_ASSIGNMENTS, TOO_MANY_COLLECTIONS } from './messages';

/** Longest shoppable video a banner can be placed in (seconds): a day. */
export const MAX_START_SECONDS = 86_400;

const id = string().trim().max(100, INPUT_TOO_LONG);
const rank = number().integer().min(0).max(100_000).required();
const adType = mixed<AdTypeValue>().oneOf(['banner', 'banner_static']).required();
const name = string().trim().max(TEXT_MAX, INPUT_TOO_LONG).nullable();
const seconds = number().min(0).max(MAX_START_SECONDS).nullable();

export const strategyArgs = object({
  id: id.nullable(),
  title,
  assignments: object({
    individualAssignments: array(
      object({
        id: id.nullable(),
        productId: id.nullable(),
        affiliateLinkId: id.nullable(),
        adType,
        name,
        rank,
        startTimeIndex: seconds,
        instagramMediaId: id.nullable(),
      }),
    )
      .max(MAX_INDIVIDUAL_ASSIGNMENTS, TOO_MANY_ASSIGNMENTS)
      .required(),
    multipleAssignments: array(
      object({
        id: id.nullable(),
        productCollectionId: id.required(),
        adType,
        name,
        rank,
        startTimeIndex: seconds,
        bannerInterval: number().positive().max(3_600).nullable(),
      }),
    )
      .max(MAX_MULTIPLE_ASSIGNMENTS, TOO_MANY_COLLECTIONS)
      .required(),
  }).required(),
});

export const experimentArgs = object({
  id: id.nullable(),
  title,
  virtualVideoId: id.nullable(),
  instagramFeedId: id.nullable(),
  items: array(
    object({
      id: id.nullable(),
      strategyId: id.required(PLEASE_SELECT_A_STRATEGY),
      rangePercentage: number().integer().required(),
      ranges: array(
        object({
          id: id.nullable(),
          start: number().integer().required(),
          end: number().integer().required(),
        }),
      )
        .max(100)
        .required(),
    }),
  )
    .max(100)
    .required(),
});

export { placementPercentagesSchema };
