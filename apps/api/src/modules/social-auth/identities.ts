// What the providers say about a person, as the account rules (service.ts) read it.
import type { FacebookProfile } from '../../providers/facebook';
import type { GoogleProfile } from '../../providers/google';
import type { ProviderIdentity } from './service';

export function fromGoogle(profile: GoogleProfile): ProviderIdentity {
  let firstName = profile.givenName;
  let lastName = profile.familyName;
  if (firstName === '' && lastName === '' && profile.name !== '') {
    // Accounts without structured names: "Ada King Lovelace" → Ada / King Lovelace.
    const [first = '', ...rest] = profile.name.split(/\s+/);
    firstName = first;
    lastName = rest.join(' ');
  }
  return {
    provider: 'GOOGLE',
    subject: profile.subject,
    email: profile.email,
    emailVerified: profile.emailVerified,
    firstName,
    lastName,
  };
}

/** Facebook returns an email only when it has confirmed it, so one that is present counts. */
export function fromFacebook(profile: FacebookProfile): ProviderIdentity {
  return {
    provider: 'FACEBOOK',
    subject: profile.id,
    email: profile.email,
    emailVerified: profile.email !== null,
    firstName: profile.firstName,
    lastName: profile.lastName,
  };
}
