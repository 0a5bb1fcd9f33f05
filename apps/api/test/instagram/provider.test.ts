// The Instagram client (Instagram API with Instagram Login) against the local sandbox over real
// HTTP, as in development: the authorization window, the code → short-lived → long-lived token
// exchanges and the refresh (only once a day old), the profile, the media edge page by page with
// its carousel children, the CDN addresses that expire, a token expired or revoked (code 190) and
// the usage headers the client keeps under.
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sandboxSocialAccessTokens } from '../../src/db/schema';
import { hashToken } from '../../src/modules/auth';
import {
  exchangeInstagramCode,
  exchangeLongLivedToken,
  fetchInstagramMedia,
  fetchInstagramMediaPage,
  fetchInstagramProfile,
  instagramApp,
  instagramAuthorizeUrl,
  InstagramError,
  InstagramRateLimitError,
  mediaItem,
  parseInstagramTime,
  readUsage,
  refreshLongLivedToken,
  type InstagramApp,
} from '../../src/providers/instagram';
import { mediaFileUrl } from '../../src/sandbox/instagram/cdn';
import { startOwnAddressServer, type OwnAddressServer } from '../harness/own-address';

let server: OwnAddressServer;
let app: InstagramApp;
const redirectUri = () => `${server.url}/instagram/connect`;

const DEMO = { key: 'demo', userId: '17841400000000001', username: 'vendy.demo.store' };
const NORTHWIND = { key: 'northwind', userId: '17841400000000002' };

beforeAll(async () => {
  server = await startOwnAddressServer();
  app = instagramApp(server.config);
});
afterAll(() => server.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual' as const,
});

/** Goes through the authorization window as the account's owner; answers where it sends back. */
async function authorize(account: string, decision: 'allow' | 'deny' = 'allow'): Promise<URL> {
  const window = new URL(instagramAuthorizeUrl(app, { redirectUri: redirectUri(), state: 's-1' }));
  const page = await fetch(window);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Allow Vendy to access your account?');
  const answer = await fetch(window.origin + window.pathname, {
    ...form({ ...Object.fromEntries(window.searchParams), account, decision }),
  });
  expect(answer.status).toBe(303);
  return new URL(answer.headers.get('location')!);
}

/** A connected account's long-lived token, as setupInstagramAccount will get it. */
async function connect(account: string) {
  const back = await authorize(account);
  const short = await exchangeInstagramCode(
    app,
    `${back.searchParams.get('code')}#_`,
    redirectUri(),
  );
  const long = await exchangeLongLivedToken(app, short.accessToken);
  return { short, long };
}

const control = (what: string, fields: Record<string, string>) =>
  fetch(`${server.url}/sandbox/instagram/control/${what}`, form(fields));

afterEach(async () => {
  for (const account of [DEMO, NORTHWIND]) {
    await control('usage', { user_id: account.userId, calls: '0' });
  }
});

describe('the authorization window', () => {
  it('sends the code back with the state (and Instagram’s #_), or access_denied', async () => {
    const back = await authorize(DEMO.key);
    expect(back.origin + back.pathname).toBe(redirectUri());
    expect(back.searchParams.get('state')).toBe('s-1');
    expect(back.searchParams.get('code')).toMatch(/^AQ/);
    expect(back.hash).toBe('#_');

    const denied = await authorize(DEMO.key, 'deny');
    expect(denied.searchParams.get('code')).toBeNull();
    expect(denied.searchParams.get('error')).toBe('access_denied');
    expect(denied.searchParams.get('error_reason')).toBe('user_denied');
    expect(denied.searchParams.get('state')).toBe('s-1');
  });

  it('refuses another app, a foreign redirect and a missing scope', async () => {
    const good = new URL(instagramAuthorizeUrl(app, { redirectUri: redirectUri(), state: 's' }));
    expect(good.searchParams.get('scope')).toBe('instagram_business_basic');
    for (const [name, value] of [
      ['client_id', '123'],
      ['redirect_uri', 'https://evil.example/instagram/connect'],
      ['scope', 'user_profile'],
    ] as const) {
      const bad = new URL(good);
      bad.searchParams.set(name, value);
      expect((await fetch(bad)).status, name).toBe(400);
    }
  });
});

describe('tokens', () => {
  it('exchanges the code once for a 1-hour token of the chosen account, then for a 60-day one', async () => {
    const back = await authorize(DEMO.key);
    const code = back.searchParams.get('code')!;
    const short = await exchangeInstagramCode(app, code, redirectUri());
    expect(short.userId).toBe(DEMO.userId);
    expect(short.permissions).toEqual(['instagram_business_basic']);
    await expect(exchangeInstagramCode(app, code, redirectUri())).rejects.toThrow(
      /Invalid authorization code/,
    );

    const before = Date.now();
    const long = await exchangeLongLivedToken(app, short.accessToken);
    expect(long.accessToken).not.toBe(short.accessToken);
    const days = (long.expiresAt.getTime() - before) / 86_400_000;
    expect(days).toBeGreaterThan(59.9);
    expect(days).toBeLessThan(60.1);
    // Only a short-lived token can be exchanged.
    await expect(exchangeLongLivedToken(app, long.accessToken)).rejects.toMatchObject({
      code: 100,
    });
  });

  it('will not exchange a code for another redirect address or with a wrong secret', async () => {
    const code = (await authorize(DEMO.key)).searchParams.get('code')!;
    await expect(exchangeInstagramCode(app, code, `${server.url}/elsewhere`)).rejects.toThrow(
      /redirect_uri/,
    );
    const other = (await authorize(DEMO.key)).searchParams.get('code')!;
    await expect(
      exchangeInstagramCode({ ...app, appSecret: 'wrong' }, other, redirectUri()),
    ).rejects.toThrow(/client secret/);
  });

  it('refreshes a long-lived token only once it is a day old', async () => {
    const { long } = await connect(DEMO.key);
    await expect(refreshLongLivedToken(app, long.accessToken)).rejects.toMatchObject({
      code: 100,
      message: expect.stringMatching(/24 hours/),
    });
    expect(
      (await control('age-token', { access_token: long.accessToken, hours: '25' })).status,
    ).toBe(200);
    const refreshed = await refreshLongLivedToken(app, long.accessToken);
    expect(refreshed.accessToken).not.toBe(long.accessToken);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now() + 59.9 * 86_400_000);
    expect(await fetchInstagramProfile(app, refreshed.accessToken)).toEqual({
      userId: DEMO.userId,
      username: DEMO.username,
    });
  });

  it('answers code 190 for an expired token (463) and after the app was removed (458)', async () => {
    const { long } = await connect(DEMO.key);
    const other = await connect(DEMO.key);
    await server.database.db
      .update(sandboxSocialAccessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sandboxSocialAccessTokens.tokenHash, hashToken(long.accessToken)));
    const expired = await fetchInstagramProfile(app, long.accessToken).catch((e: unknown) => e);
    expect(expired).toBeInstanceOf(InstagramError);
    expect(expired).toMatchObject({ code: 190, subcode: 463, tokenInvalid: true });

    const removal = await fetch(
      `${server.url}/sandbox/instagram/settings/apps`,
      form({ user_id: DEMO.userId, decision: 'remove' }),
    );
    expect(await removal.text()).toContain('Vendy was removed from @vendy.demo.store');
    const revoked = await fetchInstagramMediaPage(app, other.long.accessToken).catch(
      (e: unknown) => e,
    );
    expect(revoked).toMatchObject({ code: 190, subcode: 458, tokenInvalid: true });
    await expect(refreshLongLivedToken(app, other.long.accessToken)).rejects.toMatchObject({
      tokenInvalid: true,
    });
  });
});

describe('the media edge', () => {
  it('pages through every post, newest first, with carousel children and video covers', async () => {
    const { long } = await connect(NORTHWIND.key);
    const first = await fetchInstagramMediaPage(app, long.accessToken, { limit: 25 });
    expect(first.items).toHaveLength(25);
    expect(first.after).not.toBeNull();
    const second = await fetchInstagramMediaPage(app, long.accessToken, { after: first.after });
    expect(second.items).toHaveLength(7);
    expect(second.after).toBeNull();

    const all = await fetchInstagramMedia(app, long.accessToken, { pageSize: 10 });
    expect(all.complete).toBe(true);
    expect(all.items.map((m) => m.id)).toEqual([...first.items, ...second.items].map((m) => m.id));
    expect(new Set(all.items.map((m) => m.id)).size).toBe(32);
    const times = all.items.map((m) => m.postedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const albums = all.items.filter((m) => m.mediaType === 'CAROUSEL_ALBUM');
    expect(albums.length).toBeGreaterThan(0);
    for (const album of albums) {
      expect(album.children.length).toBeGreaterThanOrEqual(2);
      expect(album.children.length).toBeLessThanOrEqual(5);
      expect(album.mediaUrl).toBe(album.children[0]!.mediaUrl);
    }
    expect(albums.some((a) => a.children.some((c) => c.mediaType === 'VIDEO'))).toBe(true);
    for (const video of all.items.filter((m) => m.mediaType === 'VIDEO')) {
      expect(video.mediaUrl).toMatch(/\.mp4\?/);
      expect(video.thumbnailUrl).toMatch(/\.jpg\?/);
    }
    expect(all.items[0]!.permalink).toMatch(/^https:\/\/www\.instagram\.com\/p\/\w/);
    expect(all.items.every((m) => m.caption)).toBe(true);
  });

  it('serves its files until their address expires, then 403 as Instagram’s CDN does', async () => {
    const { long } = await connect(DEMO.key);
    const [post] = (await fetchInstagramMediaPage(app, long.accessToken, { limit: 1 })).items;
    const picture = await fetch(post!.mediaUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/jpeg');
    expect([...new Uint8Array(await picture.arrayBuffer()).subarray(0, 3)]).toEqual([
      0xff, 0xd8, 0xff,
    ]);

    const file = `${post!.id}.jpg`;
    const expired = mediaFileUrl(app, server.url, file, new Date(Date.now() - 3_600_000));
    const late = await fetch(expired);
    expect(late.status).toBe(403);
    expect(await late.text()).toBe('URL signature expired');
    const tampered = new URL(post!.mediaUrl!);
    tampered.searchParams.set(
      'oe',
      (Number.parseInt(tampered.searchParams.get('oe')!, 16) + 3600).toString(16).toUpperCase(),
    );
    expect((await fetch(tampered)).status).toBe(403);
  });
});

describe('usage and rate limits', () => {
  it('stops paging near the limit, keeping what it read, and says when to go on', async () => {
    const { long } = await connect(NORTHWIND.key);
    await control('usage', { user_id: NORTHWIND.userId, calls: '180' });
    const partial = await fetchInstagramMedia(app, long.accessToken, { pageSize: 10 });
    expect(partial.complete).toBe(false);
    expect(partial.items).toHaveLength(10);
    expect(partial.after).not.toBeNull();
    expect(partial.retryAfterMs).toBeGreaterThan(0);

    await control('usage', { user_id: NORTHWIND.userId, calls: '0' });
    const rest = await fetchInstagramMedia(app, long.accessToken, {
      pageSize: 10,
      after: partial.after,
    });
    expect(rest.complete).toBe(true);
    expect([...partial.items, ...rest.items].map((m) => m.id)).toHaveLength(32);
  });

  it('turns a rate-limit error into InstagramRateLimitError with Instagram’s wait', async () => {
    const { long } = await connect(NORTHWIND.key);
    await control('usage', { user_id: NORTHWIND.userId, calls: '200' });
    const error = await fetchInstagramProfile(app, long.accessToken).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InstagramRateLimitError);
    expect(error).toMatchObject({ code: 4 });
    const wait = (error as InstagramRateLimitError).retryAfterMs;
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3_600_000);
  });

  it('reads both usage headers, in percent', () => {
    const headers = new Headers({
      'x-app-usage': JSON.stringify({ call_count: 12, total_time: 40, total_cputime: 3 }),
      'x-business-use-case-usage': JSON.stringify({
        '1784': [{ type: 'instagram', call_count: 91, estimated_time_to_regain_access: 7 }],
      }),
    });
    expect(readUsage(headers)).toEqual({ percent: 91, regainMs: 7 * 60_000 });
    expect(readUsage(new Headers({ 'x-app-usage': 'not json' }))).toEqual({
      percent: 0,
      regainMs: 0,
    });
  });
});

describe('reading media entries', () => {
  it('reads Graph’s times and skips entries it cannot use', () => {
    expect(parseInstagramTime('2026-11-20T10:00:00+0000')?.toISOString()).toBe(
      '2026-11-20T10:00:00.000Z',
    );
    expect(parseInstagramTime('2026-11-20T12:30:00+0230')?.toISOString()).toBe(
      '2026-11-20T10:00:00.000Z',
    );
    expect(parseInstagramTime('yesterday')).toBeNull();
    expect(
      mediaItem({ id: '1', media_type: 'REEL', timestamp: '2026-11-20T10:00:00+0000' }),
    ).toBeNull();
    expect(mediaItem({ id: '1', media_type: 'VIDEO' })).toBeNull();
    // A video whose file Instagram withholds (copyrighted audio) is kept, without its address.
    expect(
      mediaItem({ id: '2', media_type: 'VIDEO', timestamp: '2026-11-20T10:00:00+0000' }),
    ).toMatchObject({ id: '2', mediaUrl: null, children: [] });
  });
});
