// Who the visitor signs in as on a sandbox consent page (Google here, Facebook in ../facebook): one
// of a few ready-made people, or anyone they type. A typed email always maps to the same subject,
// as a real account would, so signing in twice with it is the same person.
import { createHmac } from 'node:crypto';
import type { SandboxSocialIdentity } from '../../db/schema';
import { escapeHtml } from '../../http/routes';

export interface SandboxPerson extends SandboxSocialIdentity {
  /** Form value of the person's radio button. */
  key: string;
  /** Shown under the name, e.g. "email not verified". */
  remark?: string;
}

export const OTHER_PERSON = 'other';
const NAME_MAX = 100;
const EMAIL_MAX = 254;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A subject of `digits` digits derived from the email, stable for one server secret. */
export function subjectFor(
  secret: string,
  provider: string,
  email: string,
  digits: number,
): string {
  const hash = createHmac('sha256', secret).update(`${provider}:${email}`).digest();
  let subject = '1';
  for (let i = 0; subject.length < digits; i++)
    subject += String((hash[i % hash.length] ?? 0) % 10);
  return subject;
}

export interface TypedPersonOptions {
  secret: string;
  provider: 'google' | 'facebook';
  subjectDigits: number;
  /** Google says per account whether the email is verified; Facebook only returns confirmed ones. */
  askVerified: boolean;
}

export type PersonChoice =
  { ok: true; identity: SandboxSocialIdentity } | { ok: false; problem: string };

/** The person chosen in a submitted consent form. */
export function chosenPerson(
  form: URLSearchParams,
  people: readonly SandboxPerson[],
  options: TypedPersonOptions,
): PersonChoice {
  const key = form.get('person');
  const preset = people.find((p) => p.key === key);
  if (preset) {
    const { subject, email, emailVerified, firstName, lastName } = preset;
    return { ok: true, identity: { subject, email, emailVerified, firstName, lastName } };
  }
  if (key !== OTHER_PERSON) return { ok: false, problem: 'Choose an account.' };
  const email = (form.get('email') ?? '').trim().toLowerCase();
  const firstName = (form.get('first_name') ?? '').trim();
  const lastName = (form.get('last_name') ?? '').trim();
  if (!EMAIL.test(email) || email.length > EMAIL_MAX) {
    return { ok: false, problem: 'Enter a valid email address.' };
  }
  if (firstName === '' || firstName.length > NAME_MAX || lastName.length > NAME_MAX) {
    return {
      ok: false,
      problem: 'Enter a first name (and a last name) of at most 100 characters.',
    };
  }
  return {
    ok: true,
    identity: {
      subject: subjectFor(options.secret, options.provider, email, options.subjectDigits),
      email,
      emailVerified: options.askVerified ? form.get('email_verified') === 'yes' : true,
      firstName,
      lastName,
    },
  };
}

/** The account chooser: one radio button per person, then "another account" with its fields. */
export function personChooser(
  people: readonly SandboxPerson[],
  /** The checkbox asking whether the typed email is verified; null when the provider never says. */
  verifiedQuestion: string | null,
  previous?: URLSearchParams,
): string {
  const chosen = previous?.get('person') ?? people[0]?.key ?? OTHER_PERSON;
  const radio = (key: string, id: string) =>
    `<input type="radio" name="person" id="${id}" value="${escapeHtml(key)}"${key === chosen ? ' checked' : ''}>`;
  const presets = people
    .map((person, i) => {
      const name = `${person.firstName} ${person.lastName}`.trim();
      const details = [person.email || 'no email address', person.remark]
        .filter(Boolean)
        .join(', ');
      return `<div class="choice">${radio(person.key, `person-${i}`)}<label for="person-${i}">${escapeHtml(name)} <small>${escapeHtml(details)}</small></label></div>`;
    })
    .join('\n');
  const value = (name: string) => escapeHtml(previous?.get(name) ?? '');
  const verified = !previous || previous.get('email_verified') === 'yes' ? ' checked' : '';
  const verifiedField = verifiedQuestion
    ? `<div class="choice"><input type="checkbox" id="email_verified" name="email_verified" value="yes"${verified}><label for="email_verified">${escapeHtml(verifiedQuestion)}</label></div>`
    : '';
  return `<fieldset>
<legend>Choose an account</legend>
${presets}
<div class="choice">${radio(OTHER_PERSON, 'person-other')}<label for="person-other">Use another account <small>Enter its details below</small></label></div>
</fieldset>
<fieldset>
<legend>Another account</legend>
<label class="field" for="email">Email</label>
<input type="email" id="email" name="email" maxlength="${EMAIL_MAX}" autocomplete="off" value="${value('email')}">
<label class="field" for="first_name">First name</label>
<input type="text" id="first_name" name="first_name" maxlength="${NAME_MAX}" autocomplete="off" value="${value('first_name')}">
<label class="field" for="last_name">Last name</label>
<input type="text" id="last_name" name="last_name" maxlength="${NAME_MAX}" autocomplete="off" value="${value('last_name')}">
${verifiedField}
</fieldset>`;
}
