// Outgoing mail. Every message is recorded in mail_outbox; with SMTP_URL it is also delivered
// (nodemailer) and the row records when, or why not. Without SMTP the outbox is the mailbox:
// /dev/outbox shows it in development and test.
import { desc, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../../config';
import type { Database } from '../../db/connection';
import { mailOutbox } from '../../db/schema';
import type { Logger } from '../../logger';

/** The pooled SMTP transport of an app (made once: the `mailTransport` service); null without SMTP. */
export type MailTransport = Transporter | null;

export interface MailDeps {
  db: Database;
  config: Config;
  mailTransport: MailTransport;
  logger?: Logger;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Absolute links the message carries (built on config.publicUrl), listed on the outbox page. */
  links?: string[];
  replyTo?: string;
}

export interface MailResult {
  id: string;
  /** True when an SMTP server accepted it; false without SMTP or when delivery failed. */
  delivered: boolean;
  /** Why delivery failed; null when it did not fail. */
  error: string | null;
}

export type OutboxMessage = typeof mailOutbox.$inferSelect;

/** One pooled transport per running app (the composition root makes it), not one per message. */
export function createMailTransport(config: Config): MailTransport {
  return config.smtpUrl === null ? null : nodemailer.createTransport(config.smtpUrl);
}

/** Vendy <no-reply@host of PUBLIC_URL>. */
export function senderAddress(config: Config): string {
  return `Vendy <no-reply@${new URL(config.publicUrl).hostname}>`;
}

/**
 * Records the message and delivers it when SMTP is configured. Never throws for a delivery
 * failure: callers decide whether the user hears about it (a password reset must answer the same
 * either way).
 */
export async function sendMail(deps: MailDeps, message: MailMessage): Promise<MailResult> {
  const [row] = await deps.db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      links: message.links ?? [],
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail_outbox insert returned nothing');

  const transport = deps.mailTransport;
  if (!transport) return { id: row.id, delivered: false, error: null };
  try {
    await transport.sendMail({
      from: senderAddress(deps.config),
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html === undefined ? {} : { html: message.html }),
      ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    });
    await deps.db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, row.id));
    return { id: row.id, delivered: true, error: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.logger?.error({ err: error, mailId: row.id }, 'mail delivery failed');
    await deps.db.update(mailOutbox).set({ error: reason }).where(eq(mailOutbox.id, row.id));
    return { id: row.id, delivered: false, error: reason };
  }
}

/** True when the message reached the user's mailbox, or the outbox is the mailbox (no SMTP). */
export function mailWentOut(config: Config, result: MailResult): boolean {
  return config.smtpUrl === null || result.delivered;
}

/** The newest messages first, optionally only those to one address. */
export async function listOutbox(
  db: Database,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  return db
    .select()
    .from(mailOutbox)
    .where(options.to === undefined ? undefined : eq(mailOutbox.to, options.to))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit ?? 100);
}
