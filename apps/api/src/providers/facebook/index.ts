// The Facebook sign-in client: Facebook Login (code flow) and the Graph API's debug_token and /me.
// It speaks Facebook's protocol to Facebook or, without credentials, to the local sandbox
// (/sandbox/facebook).
export {
  appAccessToken,
  appSecretProof,
  FACEBOOK_ENDPOINTS,
  FACEBOOK_GRAPH_VERSION,
  FACEBOOK_SANDBOX_APP_ID,
  FACEBOOK_SANDBOX_PATH,
  FACEBOOK_SCOPES,
  facebookApp,
  type FacebookApp,
  type FacebookEndpoints,
} from './app';
export { FacebookError } from './errors';
export {
  debugFacebookToken,
  exchangeFacebookCode,
  facebookDialogUrl,
  FacebookTokenRejected,
  fetchFacebookProfile,
  verifyFacebookUser,
  type FacebookDialogRequest,
  type FacebookProfile,
  type FacebookTokenInfo,
} from './graph';
