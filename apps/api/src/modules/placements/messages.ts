// Messages of the placement operations: the specification's (doc 3 §5, §8) where it has one, else
// a plain sentence in the same voice.
export const UNABLE_TO_GET_DATA = 'Unable to get data.';
export { NO_ID_SPECIFIED } from '../layouts';
export { LINK_NOT_FOUND } from '../affiliate-links';

// Our own wording.
export const STRATEGY_NOT_FOUND = 'Product placement not found.';
export const EXPERIMENT_NOT_FOUND = 'Placement experiment not found.';
export const PRODUCT_NOT_FOUND = 'Product not found.';
export const PRODUCT_COLLECTION_NOT_FOUND = 'Product collection not found.';
export const INSTAGRAM_FEED_NOT_FOUND = 'Instagram feed not found.';
export const ONE_TARGET_ONLY =
  'Place products on either a shoppable video or an Instagram feed, not both.';
export const TARGET_HAS_EXPERIMENT = 'This shoppable video or feed already has a placement.';
export const ASSIGNMENT_NEEDS_ONE_TARGET =
  'Each placement needs either a product or an affiliate link.';
export const TOO_MANY_ASSIGNMENTS = 'A placement can hold at most 500 products and links.';
export const TOO_MANY_COLLECTIONS = 'A placement can hold at most 100 product collections.';
export const DUPLICATE_STRATEGY = 'Each strategy can compete only once in an experiment.';
export const RANGE_OUT_OF_BOUNDS =
  'Viewer ranges must lie between 0 and 100 and end after they start.';
export const RANGES_OVERLAP = 'Viewer ranges must not overlap.';
export const RANGES_DO_NOT_MATCH = "Each strategy's viewer ranges must add up to its percentage.";
