// Messages of the Instagram operations: the specification's (doc 2 §6, §8) where it has one.
export const UNABLE_TO_CONNECT = 'Unable to connect to Instagram account.';
export const UNABLE_TO_GET_ACCOUNT = 'Unable to get instagram account.';
export const UNABLE_TO_GET_MEDIA = 'Unable to get Instagram media.';
export const UNABLE_TO_SYNC = 'Unable to sync account.';
export const UNABLE_TO_DISCONNECT = 'Unable to disconnect account.';
export const UNABLE_TO_GET_FEEDS = 'Unable to get Instagram feeds.';
export const UNABLE_TO_DELETE_FEED = 'Unable to delete Instagram feed.';
export const ERROR_SAVING_FEED = 'Error saving feed data.';
export const UNABLE_TO_GET_FEED = 'Unable to get feed.';
// Our own wording, in the same voice, for rules the specification does not spell out.
export const NO_ACCOUNT = 'No Instagram account is connected.';
export const FEED_TITLE_REQUIRED = 'A feed needs a title of at most 100 characters.';
export const CODE_NOT_FROM_THIS_BROWSER =
  'This Instagram authorization was not started here. Please connect again.';
export const rateLimited = (minutes: number) =>
  `Instagram asked us to wait: please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/**
 * The error of a call that met a token Instagram no longer accepts (expired, revoked): its message
 * is JSON, and the app sends the merchant to /instagram/reconnect (catalogue-assets.graphql).
 */
export const CONNECTION_ERROR_MESSAGE = JSON.stringify({
  type: 'InstagramConnectionError',
  message: UNABLE_TO_CONNECT,
});
