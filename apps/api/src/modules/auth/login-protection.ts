// Password guessing protection for sign-in by email and password. Three counters of failed
// attempts (rate-limiter-flexible's in-memory limiters; one process counts on its own):
//  - per address and account: one client guessing one account's password;
//  - per address, across accounts: one client trying a common password on many accounts (spraying);
//  - per account, across addresses: many clients guessing one account's password.
// Past a limit the attempt is refused for the rest of the window with the time to wait, never a
// permanent lock. The per-account counter would let anyone refuse sign-in to a real user by failing
// on purpose, so a browser that signed in to that account before (it holds a signed device cookie,
// see OWASP's "device cookies") is not held to it: the attacker cannot stop the real user.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from '../../config';
import { UserError } from '../../errors';
import type { AuthContext } from './context';

export const DEVICE_COOKIE = 'vendy_device';
const DEVICE_TTL_S = 365 * 24 * 60 * 60;
const MINUTE_S = 60;

export interface LoginLimit {
  /** Failed attempts allowed within the window. */
  points: number;
  /** Window in seconds. */
  duration: number;
}

export interface LoginLimits {
  addressAndAccount: LoginLimit;
  address: LoginLimit;
  account: LoginLimit;
  /** Failures with one device cookie before it stops exempting its holder. */
  device: LoginLimit;
}

export const LOGIN_LIMITS: LoginLimits = {
  addressAndAccount: { points: 10, duration: 15 * MINUTE_S },
  address: { points: 20, duration: 15 * MINUTE_S },
  // Above the per-address limit, so that one address alone cannot reach it.
  account: { points: 30, duration: 15 * MINUTE_S },
  device: { points: 10, duration: 15 * MINUTE_S },
};

/** Same text whether or not the account exists: the counters never look at the database. */
export function tooManyAttemptsMessage(msBeforeNext: number): string {
  const minutes = Math.max(1, Math.ceil(msBeforeNext / 60_000));
  return `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * The limiter key of an address: IPv6 clients usually hold a whole /64, so they are counted by
 * it; IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class LoginProtection {
  private readonly addressAndAccount: RateLimiterMemory;
  private readonly address: RateLimiterMemory;
  private readonly account: RateLimiterMemory;
  private readonly device: RateLimiterMemory;

  constructor(
    limits: LoginLimits,
    private readonly secret: string,
  ) {
    this.addressAndAccount = new RateLimiterMemory(limits.addressAndAccount);
    this.address = new RateLimiterMemory(limits.address);
    this.account = new RateLimiterMemory(limits.account);
    this.device = new RateLimiterMemory(limits.device);
  }

  /**
   * Counts the attempt before the password is checked (so parallel guesses cannot all slip in
   * before the first failure is recorded); `succeeded` gives it back.
   */
  async attempt(address: string, email: string, trustedDevice: string | null): Promise<void> {
    const key = addressKey(address);
    const counters: Array<Promise<RateLimiterRes>> = [
      this.addressAndAccount.consume(`${key}|${email}`),
      this.address.consume(key),
      trustedDevice ? this.device.consume(trustedDevice) : this.account.consume(email),
    ];
    const refusals = (await Promise.allSettled(counters)).flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
    );
    if (refusals.length === 0) return;
    const waits = refusals.map((reason) => {
      if (reason instanceof RateLimiterRes) return reason.msBeforeNext;
      throw reason;
    });
    throw new UserError(tooManyAttemptsMessage(Math.max(...waits)), { code: 'RATE_LIMITED' });
  }

  /** A correct password: the attempt does not count against the address or the account. */
  async succeeded(address: string, email: string, trustedDevice: string | null): Promise<void> {
    const key = addressKey(address);
    await Promise.all([
      this.addressAndAccount.delete(`${key}|${email}`),
      this.address.reward(key, 1),
      trustedDevice ? this.device.delete(trustedDevice) : this.account.reward(email, 1),
    ]);
  }

  /** Whether a device cookie still exempts its holder (too many failures with it: no longer). */
  async deviceInGoodStanding(nonce: string, limit: LoginLimit): Promise<boolean> {
    const used = await this.device.get(nonce);
    return !used || used.consumedPoints < limit.points;
  }

  sign(email: string, nonce: string): string {
    return createHmac('sha256', this.secret)
      .update(`device\u0000${email}\u0000${nonce}`)
      .digest('base64url');
  }
}

/**
 * The app's counters (the `loginProtection` service, made once by the composition root), so apps
 * in one process do not share them.
 */
export function createLoginProtection(config: Pick<Config, 'sessionSecret'>): LoginProtection {
  return new LoginProtection(LOGIN_LIMITS, config.sessionSecret);
}

interface LoginProtectionContext {
  loginProtection: LoginProtection;
}

/** The nonce of the request's device cookie when it was issued for this email and is in good standing. */
async function trustedDevice(
  ctx: Pick<AuthContext, 'cookies'> & LoginProtectionContext,
  email: string,
): Promise<string | null> {
  const value = ctx.cookies.get(DEVICE_COOKIE);
  const [nonce, signature] = value?.split('.') ?? [];
  if (!nonce || !signature) return null;
  const protection = ctx.loginProtection;
  const expected = Buffer.from(protection.sign(email, nonce));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return (await protection.deviceInGoodStanding(nonce, LOGIN_LIMITS.device)) ? nonce : null;
}

export interface LoginGuard {
  /** Call after a correct password: frees the attempt and marks this browser as the account's. */
  succeeded(): Promise<void>;
}

/**
 * Counts a sign-in attempt for `email` from `address`, or refuses it with 'Too many sign-in
 * attempts. Please try again in N minutes.' (code RATE_LIMITED).
 */
export async function guardLogin(
  ctx: Pick<AuthContext, 'cookies' | 'reply'> & LoginProtectionContext,
  address: string,
  email: string,
): Promise<LoginGuard> {
  const protection = ctx.loginProtection;
  const device = await trustedDevice(ctx, email);
  await protection.attempt(address, email, device);
  return {
    async succeeded() {
      await protection.succeeded(address, email, device);
      const nonce = device ?? randomBytes(16).toString('base64url');
      ctx.reply.setCookie(DEVICE_COOKIE, `${nonce}.${protection.sign(email, nonce)}`, {
        maxAge: DEVICE_TTL_S,
        httpOnly: true,
        sameSite: 'Lax',
      });
    },
  };
}
