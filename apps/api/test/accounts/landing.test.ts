// Which dashboard HTML a signed-in visitor's first request gets: the signed-in frame, or the frame
// with the guided tour's welcome card when the tour opens for them (their showGuidedTour flag and
// a paid plan on their current group), read from the database on each request.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { groupPlanHistory, groups, sessions, users } from '../../src/db/schema';
import { hashToken, randomToken, SESSION_TTL_MS } from '../../src/modules/auth';
import { createUser } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import { addMember } from '../groups/fixtures';

const FRAME = '<!doctype html><nav>Dashboard</nav>';
const TOUR = '<!doctype html><nav>Dashboard</nav><section>Welcome to Vendy</section>';

let dir: string;
let server: TestServer;
const db = () => server.database.db;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'vendy-landing-'));
  const put = async (file: string, content: string) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  };
  await put('index.html', '<!doctype html><title>web</title>');
  await put('prerendered/signed-in/dashboard.html', FRAME);
  await put('prerendered/signed-in-tour/dashboard.html', TOUR);
  server = await startTestServer({ webDist: dir });
});
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

async function cookieFor(userId: string): Promise<string> {
  const token = randomToken();
  await db()
    .insert(sessions)
    .values({
      tokenHash: hashToken(token),
      userId,
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
  return `vendy_session=${token}`;
}

async function dashboard(cookie?: string): Promise<string> {
  const response = await fetch(`${server.url}/dashboard`, {
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  return response.text();
}

async function merchant(email: string, planId: string | null) {
  const group = (await db().insert(groups).values({ name: email }).returning())[0]!;
  const user = await createUser(db(), { email });
  await addMember(db(), group.id, user.id, 'OWNER');
  if (planId) {
    await db().insert(groupPlanHistory).values({ groupId: group.id, planId, status: 'ACTIVE' });
  }
  return { user, group, cookie: await cookieFor(user.id) };
}

describe('the dashboard’s HTML', () => {
  it('has the welcome card for a new user on a paid plan, until the tour is hidden', async () => {
    const { user, cookie } = await merchant('new@example.com', 'starter');
    expect(await dashboard(cookie)).toBe(TOUR);
    await db().update(users).set({ showGuidedTour: false }).where(eq(users.id, user.id));
    expect(await dashboard(cookie)).toBe(FRAME);
  });

  it('has no welcome card on the free plan, without a plan or without a current group', async () => {
    expect(await dashboard((await merchant('free@example.com', 'free')).cookie)).toBe(FRAME);
    expect(await dashboard((await merchant('none@example.com', null)).cookie)).toBe(FRAME);
    const loner = await createUser(db(), { email: 'loner@example.com' });
    expect(await dashboard(await cookieFor(loner.id))).toBe(FRAME);
  });

  it('goes by the current group', async () => {
    const { user, group, cookie } = await merchant('moved@example.com', 'standard');
    expect(await dashboard(cookie)).toBe(TOUR);
    const other = (await db().insert(groups).values({ name: 'Free one' }).returning())[0]!;
    await addMember(db(), other.id, user.id, 'OWNER');
    expect(await dashboard(cookie)).toBe(FRAME);
    await db().update(users).set({ currentGroupId: group.id }).where(eq(users.id, user.id));
    expect(await dashboard(cookie)).toBe(TOUR);
  });

  it('is the plain page without a live session', async () => {
    expect(await dashboard()).toBe('<!doctype html><title>web</title>');
    expect(await dashboard('vendy_session=nope')).toBe('<!doctype html><title>web</title>');
  });
});
