// Mail: the outbox record, delivery over SMTP (a minimal SMTP server stands in for a real one),
// failures, and the development outbox page.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema';
import { createUser, outbox, sessionFor } from '../harness/accounts';
import { startTestServer, type TestServer } from '../harness/server';
import { CONTACT_US, errorsOf, FORGOT_PASSWORD, RESEND_VERIFICATION } from './operations';

/** Accepts every message and keeps its DATA section. */
function startSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let buffer = '';
    let data: string[] | null = null;
    socket.write('220 localhost ESMTP test\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line === '.') {
            received.push(data.join('\n'));
            data = null;
            socket.write('250 OK queued\r\n');
          } else data.push(line);
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          data = [];
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
    socket.on('error', () => undefined);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, received }),
    );
  });
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const contact = { name: 'Grace', email: 'grace@mail.test', message: 'Hello' };

describe('delivery', () => {
  it('records mail in the outbox without delivering it when no SMTP server is configured', async () => {
    await server.gql(CONTACT_US, contact);
    const [mail] = await outbox(server, 'support@vendy.app');
    expect(mail).toMatchObject({ sentAt: null, error: null, subject: 'Contact form: Grace' });
  });

  it('delivers over SMTP_URL and records when', async () => {
    const smtp = await startSmtpServer();
    const withSmtp = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
      database: server.database,
    });
    try {
      const response = await withSmtp.gql(CONTACT_US, { ...contact, message: 'Delivered?' });
      expect(errorsOf(response)).toEqual([]);
      const [mail] = await outbox(withSmtp, 'support@vendy.app');
      expect(mail?.sentAt).toEqual(expect.any(String));
      expect(mail?.error).toBeNull();
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]).toMatch(/^Subject: Contact form: Grace$/m);
      expect(smtp.received[0]).toMatch(/^Reply-To: grace@mail\.test$/m);
      expect(smtp.received[0]).toContain('Delivered?');
    } finally {
      await withSmtp.close();
      smtp.server.close();
    }
  });

  describe('when the SMTP server cannot be reached', () => {
    let broken: TestServer;
    beforeAll(async () => {
      broken = await startTestServer({
        // Port 1 on this machine refuses connections at once.
        env: { SMTP_URL: 'smtp://127.0.0.1:1' },
        database: server.database,
      });
    });
    afterAll(() => broken?.close());

    it('records the error and tells the user when they asked for the mail', async () => {
      const user = await createUser(server.database.db, {
        email: 'waiting@mail.test',
        verified: false,
      });
      const gql = await sessionFor(broken, user.id);
      expect(errorsOf(await gql(RESEND_VERIFICATION))).toEqual([
        'Unable to send email, please try again.',
      ]);
      const [mail] = await outbox(server, 'waiting@mail.test');
      expect(mail?.sentAt).toBeNull();
      expect(mail?.error).toMatch(/ECONNREFUSED|connect/i);
      expect(errorsOf(await broken.gql(CONTACT_US, contact))).toEqual([
        'Unable to send email, please try again.',
      ]);
    });

    it('still answers success to a password reset request, revealing nothing', async () => {
      await createUser(server.database.db, { email: 'reset@mail.test' });
      const response = await broken.gql(FORGOT_PASSWORD, { email: 'reset@mail.test' });
      expect(response.body).toEqual({ data: { sendForgotPasswordEmail: { success: true } } });
    });
  });
});

describe('the development outbox page', () => {
  it('lists messages newest first with clickable links, everything escaped', async () => {
    const db = server.database.db;
    await db.insert(mailOutbox).values({
      to: 'older@mail.test',
      subject: 'Older',
      text: 'first',
      createdAt: new Date(Date.now() - 60_000),
    });
    await db.insert(mailOutbox).values({
      to: 'evil"@mail.test',
      subject: '<script>alert(1)</script>',
      text: 'Body with <b>tags</b> & "quotes"',
      links: ['http://localhost/verify?code=a"b<c>&d=1', 'javascript:alert(1)'],
    });

    const response = await fetch(`${server.url}/dev/outbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(html).toContain('Body with &#60;b&#62;tags&#60;/b&#62; &#38; &#34;quotes&#34;');
    expect(html).toContain('evil&#34;@mail.test');
    expect(html).toContain(
      '<a href="http://localhost/verify?code=a&#34;b&#60;c&#62;&#38;d=1">http://localhost/verify?code=a&#34;b&#60;c&#62;&#38;d=1</a>',
    );
    // Only web links become anchors.
    expect(html).not.toContain('javascript:');
    expect(html.indexOf('&#60;script&#62;')).toBeLessThan(html.indexOf('Older'));
  });

  it('has a JSON variant, filtered by recipient', async () => {
    const messages = await outbox(server, 'OLDER@mail.test');
    expect(messages.map((m) => m.subject)).toEqual(['Older']);
  });

  it('does not exist in production', async () => {
    const production = await startTestServer({
      env: { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) },
      database: server.database,
    });
    try {
      for (const path of ['/dev/outbox', '/dev/outbox.json']) {
        expect((await fetch(`${production.url}${path}`)).status).toBe(404);
      }
    } finally {
      await production.close();
    }
  });
});
