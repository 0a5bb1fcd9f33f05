import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const SUBJECTS = {
  verification: 'Verify your email for Vendy',
  passwordReset: 'Reset your Vendy password',
  invitation: (groupName: string) => `You are invited to join ${groupName} on Vendy`,
} as const;

interface OutboxJson {
  messages: Array<{ to: string; subject: string; links: string[]; createdAt: string }>;
}

/**
 * The development outbox (/dev/outbox): the mail the server sent, newest first. A journey opens
 * it like a mailbox and follows the link of the newest message with a given subject.
 */
export class Outbox {
  constructor(readonly page: Page) {}

  /** Opens the mailbox of `to` and follows the link in its newest message titled `subject`. */
  async openLink(to: string, subject: string) {
    const message = this.page
      .getByRole('article')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: subject, exact: true }) })
      .first();
    // Mail is recorded while the request that sends it runs; reload until it is there.
    await expect(async () => {
      await this.page.goto(`/dev/outbox?to=${encodeURIComponent(to)}`);
      await expect(message).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await message.getByRole('link').first().click();
  }
}

/** The link of the newest message to `to` titled `subject`, read from /dev/outbox.json. */
export async function latestLink(
  request: APIRequestContext,
  to: string,
  subject: string,
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
        const { messages } = (await response.json()) as OutboxJson;
        link = messages.find((m) => m.subject === subject)?.links[0];
        return link;
      },
      { timeout: 60_000, message: `a "${subject}" mail to ${to}` },
    )
    .toBeTruthy();
  return link as string;
}
