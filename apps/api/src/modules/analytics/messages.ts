// What the analytics page and its frame read when something is refused.
/** The spec's message (doc 1 §8) for a token that could not be made. */
export const ANALYTICS_TOKEN_FAILED =
  'Something went wrong trying to get analytics access token. Please try again.';
export const MISSING_TOKEN = 'Send the analytics access token as "Authorization: Bearer <token>".';
export const INVALID_TOKEN = 'The analytics access token is not valid.';
export const EXPIRED_TOKEN = 'The analytics access token has expired. Open Analytics again.';
export const NOT_A_MEMBER = 'This analytics access token no longer gives access to this group.';
export const NO_ANALYTICS_PLAN = 'This group’s plan does not include analytics.';
export const FOREIGN_ORIGIN = 'The analytics data is served to Vendy’s own pages only.';
export const UNKNOWN_ENDPOINT = 'No such analytics endpoint.';
export const ORDER_NOT_FOUND = 'Order not found.';
export const ORDERS_UNAVAILABLE = 'Orders are not recorded yet.';
