// The Instagram client (Instagram API with Instagram Login): the authorization window, the token
// exchanges and refresh, the profile and the media edge. It speaks Instagram's protocol to
// Instagram or, without credentials, to the local sandbox (/sandbox/instagram).
export {
  INSTAGRAM_ENDPOINTS,
  INSTAGRAM_GRAPH_VERSION,
  INSTAGRAM_SANDBOX_APP_ID,
  INSTAGRAM_SANDBOX_PATH,
  INSTAGRAM_SCOPES,
  instagramApp,
  type InstagramApp,
  type InstagramEndpoints,
} from './app';
export { InstagramError, InstagramRateLimitError } from './errors';
export {
  exchangeInstagramCode,
  exchangeLongLivedToken,
  fetchInstagramMedia,
  fetchInstagramMediaPage,
  fetchInstagramProfile,
  instagramAuthorizeUrl,
  instagramCodeFrom,
  MEDIA_FIELDS,
  mediaItem,
  parseInstagramTime,
  readUsage,
  refreshLongLivedToken,
  REFRESH_MIN_AGE_MS,
  USAGE_LIMIT_PERCENT,
  type InstagramAuthorizeRequest,
  type InstagramLongToken,
  type InstagramMediaChild,
  type InstagramMediaItem,
  type InstagramMediaList,
  type InstagramMediaPage,
  type InstagramMediaType,
  type InstagramProfile,
  type InstagramShortToken,
  type InstagramUsage,
} from './api';
