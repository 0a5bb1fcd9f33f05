// The mail module's descriptor (see ../types.ts): Outgoing mail and the development outbox
// (/dev/outbox).
import type { AppModule } from '../types';
import { mailRoutes } from './routes';
import { createMailTransport, type MailTransport } from './service';

declare module '../../services' {
  interface Services {
    /** The pooled SMTP transport (null without SMTP_URL: the outbox is the mailbox). */
    mailTransport: MailTransport;
  }
}

export const mailModule: AppModule = {
  name: 'mail',
  services: ({ config }) => ({ mailTransport: createMailTransport(config) }),
  routes: mailRoutes,
};
