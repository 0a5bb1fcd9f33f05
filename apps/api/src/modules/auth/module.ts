// The auth module's descriptor (see ../types.ts): sessions, the viewer, guards, passwords and rate
// limits, used by the other modules through its index. It serves no route; it provides the
// rate-limit counters of the app.
import type { AppModule } from '../types';
import { createLoginProtection, type LoginProtection } from './login-protection';
import { SlidingWindowLimiter } from './rate-limit';
import { SessionLookup } from './viewer';

declare module '../../services' {
  interface Services {
    /** Counters of rateLimit() (sign-up, password reset, invitations...). */
    rateLimiter: SlidingWindowLimiter;
    /** Sign-in attempt counters per address, account and trusted device (guardLogin). */
    loginProtection: LoginProtection;
    /** Each request's session (cookie → signed-in user), read once per request. */
    sessions: SessionLookup;
  }
}

export const authModule: AppModule = {
  name: 'auth',
  services: ({ config }) => ({
    rateLimiter: new SlidingWindowLimiter(),
    loginProtection: createLoginProtection(config),
    sessions: new SessionLookup(),
  }),
};
