// Password guessing across accounts and addresses: spraying from one address is stopped, an
// account attacked from many addresses stops the attackers but not its owner's browser, and the
// refusal reads the same whether or not the account exists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, DEFAULT_PASSWORD, sessionCookieFrom } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import { codeOf, errorsOf, LOGIN } from './operations';

const INCORRECT = 'Incorrect email or password.';
const REFUSED = 'Too many sign-in attempts. Please try again in 15 minutes.';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  for (const name of ['sprayed1', 'sprayed2', 'victim', 'owner2', 'owner3', 'bystander']) {
    await createUser(server.database.db, { email: `${name}@shop.test` });
  }
});
afterAll(() => server?.close());

/** A login as a local reverse proxy reports it for `address`, with an optional cookie. */
const loginFrom = (address: string, email: string, password: string, cookie?: string) =>
  server.gql(
    LOGIN,
    { email, password },
    { headers: { 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) } },
  );

describe('one address trying many accounts', () => {
  it('is refused after 20 failures in 15 minutes, with the same message for real and unknown accounts', async () => {
    const address = '198.51.100.20';
    // 25 different emails, as a spraying run sends them: two real accounts among unknown ones.
    const emails = Array.from({ length: 25 }, (_, i) => `nobody${i}@shop.test`);
    emails[3] = 'sprayed1@shop.test';
    emails[22] = 'sprayed2@shop.test';
    const answers: string[][] = [];
    for (const email of emails) {
      answers.push(errorsOf(await loginFrom(address, email, 'Summer2026!')));
    }
    expect(answers.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => [INCORRECT]));
    expect(answers.slice(20)).toEqual(Array.from({ length: 5 }, () => [REFUSED]));
    // The 22nd was an unknown address, the 23rd a real account: indistinguishable.
    expect(answers[21]).toEqual(answers[22]);

    const rightPassword = await loginFrom(address, 'bystander@shop.test', DEFAULT_PASSWORD);
    expect(errorsOf(rightPassword)).toEqual([REFUSED]);
    expect(codeOf(rightPassword)).toBe('RATE_LIMITED');

    // Other addresses are not held back by this one.
    const elsewhere = await loginFrom('198.51.100.21', 'bystander@shop.test', DEFAULT_PASSWORD);
    expect(errorsOf(elsewhere)).toEqual([]);
  });

  it('does not count correct sign-ins against the address', async () => {
    const address = '198.51.100.30';
    for (let i = 0; i < 25; i++) {
      expect(errorsOf(await loginFrom(address, 'bystander@shop.test', DEFAULT_PASSWORD))).toEqual(
        [],
      );
    }
  });
});

describe('many addresses trying one account', () => {
  /** 31 failures from 11 addresses (never more than 3 from one, under the per-address limits). */
  async function attack(email: string): Promise<string[][]> {
    const answers: string[][] = [];
    for (let i = 0; i < 31; i++) {
      answers.push(
        errorsOf(await loginFrom(`203.0.113.${10 + Math.floor(i / 3)}`, email, `guess-${i}`)),
      );
    }
    return answers;
  }

  it("stops the attackers but lets the owner's browser in from yet another address", async () => {
    // The owner signed in from this browser before: it holds the account's device cookie.
    const before = await loginFrom('192.0.2.50', 'victim@shop.test', DEFAULT_PASSWORD);
    expect(errorsOf(before)).toEqual([]);
    const device = before.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('vendy_device='));
    expect(device).toMatch(/^vendy_device=[^;]+;.*HttpOnly/);
    const deviceCookie = device?.split(';')[0] ?? '';

    const answers = await attack('victim@shop.test');
    expect(answers.slice(0, 30)).toEqual(Array.from({ length: 30 }, () => [INCORRECT]));
    expect(answers[30]).toEqual([REFUSED]);

    // A fresh address without the cookie is refused (the account's attackers are many)…
    const stranger = await loginFrom('192.0.2.99', 'victim@shop.test', DEFAULT_PASSWORD);
    expect(errorsOf(stranger)).toEqual([REFUSED]);
    // …but the owner, from a new address with the browser that signed in before, gets in at once.
    const owner = await loginFrom('192.0.2.77', 'victim@shop.test', DEFAULT_PASSWORD, deviceCookie);
    expect(errorsOf(owner)).toEqual([]);
    expect(sessionCookieFrom(owner.headers)).toBeTruthy();
  });

  it('answers an unknown account exactly as a real one', async () => {
    const real = await attack('owner2@shop.test');
    const unknown = await attack('ghost@shop.test');
    expect(unknown).toEqual(real);
  });

  it('stops exempting a device cookie that guessed wrong 10 times', async () => {
    const signedIn = await loginFrom('192.0.2.70', 'owner3@shop.test', DEFAULT_PASSWORD);
    const device = signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('vendy_device='))
      ?.split(';')[0];
    // A stolen cookie used to guess: 10 failures from 10 addresses.
    for (let i = 0; i < 10; i++) {
      const guess = await loginFrom(`192.0.2.${80 + i}`, 'owner3@shop.test', `guess-${i}`, device);
      expect(errorsOf(guess)).toEqual([INCORRECT]);
    }
    await attack('owner3@shop.test');
    const holder = await loginFrom('192.0.2.71', 'owner3@shop.test', DEFAULT_PASSWORD, device);
    expect(errorsOf(holder)).toEqual([REFUSED]);
  });

  it("does not accept one account's device cookie for another", async () => {
    const signedIn = await loginFrom('192.0.2.60', 'bystander@shop.test', DEFAULT_PASSWORD);
    const other = signedIn.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('vendy_device='))
      ?.split(';')[0];
    expect(other).toBeTruthy();
    // owner2 is under attack from the previous test: the bystander's cookie does not exempt.
    const refused = await loginFrom('192.0.2.61', 'owner2@shop.test', DEFAULT_PASSWORD, other);
    expect(errorsOf(refused)).toEqual([REFUSED]);
  });
});
