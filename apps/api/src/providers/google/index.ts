// The Google sign-in client: OAuth 2.0 authorization code + OpenID Connect UserInfo. It speaks
// Google's protocol to Google or, without credentials, to the local sandbox (/sandbox/google).
export {
  GOOGLE_ENDPOINTS,
  GOOGLE_SANDBOX_CLIENT_ID,
  GOOGLE_SANDBOX_PATH,
  GOOGLE_SCOPES,
  googleApp,
  googleSandboxEndpoints,
  type GoogleApp,
  type GoogleEndpoints,
} from './app';
export { GoogleError } from './errors';
export {
  exchangeGoogleCode,
  fetchGoogleProfile,
  googleAuthorizeUrl,
  googleProfileFromCode,
  type GoogleAuthorizeRequest,
  type GoogleProfile,
  type GoogleTokens,
} from './oauth';
