import type { SandboxPerson } from './identity';

/** Ready-made Google accounts of the sandbox's account chooser. */
export const GOOGLE_PEOPLE: readonly SandboxPerson[] = [
  {
    key: 'ada',
    subject: '108230562437819250431',
    email: 'ada.lovelace@example.com',
    emailVerified: true,
    firstName: 'Ada',
    lastName: 'Lovelace',
  },
  {
    key: 'grace',
    subject: '114927450618273645092',
    email: 'grace.hopper@example.com',
    emailVerified: true,
    firstName: 'Grace',
    lastName: 'Hopper',
  },
  {
    key: 'alan',
    subject: '101938475610293847561',
    email: 'alan.turing@example.org',
    emailVerified: false,
    firstName: 'Alan',
    lastName: 'Turing',
    remark: 'email not verified by Google',
  },
];
