// What the Google and Facebook sign-ins answer with: the catalogue's texts (doc 1 §8).
export const GOOGLE_LOGIN_FAILED = 'Login with Google failed.';

/**
 * 'Unable to login with Facebook, {status}'. The statuses are Facebook Login's where one fits
 * (not_authorized: the person or their token did not authorise this app; unknown: Facebook could
 * not be asked) and no_email when Facebook has no confirmed email for the person.
 */
export type FacebookStatus = 'not_authorized' | 'no_email' | 'unknown';
export const facebookLoginFailed = (status: string) => `Unable to login with Facebook, ${status}`;
