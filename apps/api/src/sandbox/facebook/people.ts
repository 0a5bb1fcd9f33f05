import type { SandboxPerson } from '../google/identity';

/**
 * Ready-made Facebook accounts of the sandbox's login dialog. Facebook only returns an email it has
 * confirmed, and none for people who signed up with a phone number.
 */
export const FACEBOOK_PEOPLE: readonly SandboxPerson[] = [
  {
    key: 'katherine',
    subject: '10160345627718352',
    email: 'katherine.johnson@example.com',
    emailVerified: true,
    firstName: 'Katherine',
    lastName: 'Johnson',
  },
  {
    key: 'tim',
    subject: '10223456789012345',
    email: 'tim.berners-lee@example.net',
    emailVerified: true,
    firstName: 'Tim',
    lastName: 'Berners-Lee',
  },
  {
    key: 'jordan',
    subject: '10119283746501928',
    email: '',
    emailVerified: false,
    firstName: 'Jordan',
    lastName: 'Lee',
    remark: 'signed up with a phone number',
  },
];
