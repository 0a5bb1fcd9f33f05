// Authentication and authorization for every module: sessions, the viewer, guards, passwords,
// rate limiting and input validation.
export type { AuthContext } from './context';
export {
  FORBIDDEN_MESSAGE,
  NO_GROUP_SELECTED_MESSAGE,
  NOT_LOGGED_IN_MESSAGE,
  requireAdmin,
  requireMember,
  requireOwner,
  requireUser,
  type Membership,
} from './guards';
export { guardLogin } from './login-protection';
export { hashPassword, verifyPassword, verifyPasswordOrDummy } from './passwords';
export {
  clientIp,
  nodeRequestOf,
  rateLimit,
  RATE_LIMITED_MESSAGE,
  SlidingWindowLimiter,
  type RateLimitOptions,
} from './rate-limit';
export { SESSION_COOKIE, SESSION_TTL_MS } from './session-cookie';
export { endOtherSessions, isLiveSession, signInUser, signOut } from './sessions';
export { decryptToken, encryptToken, type SealPurpose } from './sealed-secrets';
export { hashToken, randomToken } from './tokens';
export { validateInput } from './validate';
export {
  getViewer,
  isAdminUser,
  refreshViewer,
  sessionOf,
  toViewer,
  type Session,
  type Viewer,
} from './viewer';
export { authModule } from './module';
