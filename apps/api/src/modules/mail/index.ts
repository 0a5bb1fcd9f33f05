// The mail module's face: sending mail (and the outbox of a development server).
export { mailWentOut, sendMail, type MailMessage } from './service';
export { mailModule } from './module';
