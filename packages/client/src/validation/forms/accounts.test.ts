import { describe, expect, it } from 'vitest';
import { messagesOf, text } from '../testing';
import {
  changePasswordInputSchema,
  changePasswordSchema,
  contactUsSchema,
  deleteAccountSchema,
  deleteGroupSchema,
  devStoreConnectSchema,
  forgotPasswordSchema,
  freeTrialSchema,
  groupHandleSchema,
  groupNameSchema,
  inviteSchema,
  loginSchema,
  planChoiceSchema,
  resetPasswordInputSchema,
  resetPasswordSchema,
  signupInputSchema,
  signupSchema,
  storeConnectSchema,
  userDataSchema,
} from './accounts';

const validSignup = {
  email: 'new@example.com',
  password: 'abcdefgh',
  confirmPassword: 'abcdefgh',
  firstName: 'Ada',
  lastName: 'Lovelace',
  terms: true,
};

describe('login and signup', () => {
  it('requires email and password to log in, sending the email trimmed and lowercased', async () => {
    expect(await messagesOf(loginSchema, {})).toEqual([
      'This field is required',
      'This field is required',
    ]);
    expect(await loginSchema.validate({ email: ' Me@Shop.COM ', password: 'x' })).toEqual({
      email: 'me@shop.com',
      password: 'x',
    });
  });

  it('accepts a complete signup', async () => {
    expect(await messagesOf(signupSchema, validSignup)).toEqual([]);
  });

  it('requires the terms box ticked, with the full-stop message', async () => {
    expect(await messagesOf(signupSchema, { ...validSignup, terms: false })).toEqual([
      'This field is required.',
    ]);
    expect(await messagesOf(signupSchema, { ...validSignup, terms: undefined })).toEqual([
      'This field is required.',
    ]);
  });

  it('uses the shared required message, without a full stop, for the text fields', async () => {
    for (const field of ['email', 'password', 'confirmPassword', 'firstName', 'lastName']) {
      expect(await messagesOf(signupSchema, { ...validSignup, [field]: '' })).toContain(
        'This field is required',
      );
    }
  });

  it('applies the new-password rules and the confirmation', async () => {
    expect(
      await messagesOf(signupSchema, {
        ...validSignup,
        password: text(7),
        confirmPassword: text(7),
      }),
    ).toEqual(['Must be at least 8 characters.']);
    expect(await messagesOf(signupSchema, { ...validSignup, confirmPassword: 'abcdefgX' })).toEqual(
      ['Passwords must match.'],
    );
    expect(await messagesOf(signupSchema, { ...validSignup, firstName: text(101) })).toEqual([
      'Input too long.',
    ]);
  });

  it('keeps the form-only fields out of the signup mutation input', async () => {
    const input = await signupInputSchema.validate(validSignup, { stripUnknown: true });
    expect(Object.keys(input).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });
});

describe('passwords', () => {
  it('requires an email to send a reset link', async () => {
    expect(await messagesOf(forgotPasswordSchema, { email: 'nope' })).toEqual([
      'Must be a valid email',
    ]);
  });

  it('checks a reset password and its confirmation', async () => {
    expect(
      await messagesOf(resetPasswordSchema, { password: text(8), confirmPassword: text(8) }),
    ).toEqual([]);
    expect(
      await messagesOf(resetPasswordSchema, { password: text(151), confirmPassword: text(151) }),
    ).toEqual(['Input too long.']);
    expect(await messagesOf(resetPasswordInputSchema, { password: text(8) })).toEqual([
      'This field is required',
    ]);
  });

  it('lets the current password be short but not the new one', async () => {
    expect(
      await messagesOf(changePasswordSchema, {
        password: 'old',
        newPassword: 'newpass1',
        confirmPassword: 'newpass1',
      }),
    ).toEqual([]);
    expect(
      await messagesOf(changePasswordSchema, {
        password: 'old',
        newPassword: 'newpass1',
        confirmPassword: 'newpass2',
      }),
    ).toEqual(['Passwords must match.']);
    expect(
      await messagesOf(changePasswordInputSchema, { password: 'old', newPassword: 'short' }),
    ).toEqual(['Must be at least 8 characters.']);
  });
});

describe('account', () => {
  it('requires first and last name', async () => {
    expect(await messagesOf(userDataSchema, { firstName: 'Ada', lastName: '' })).toEqual([
      'This field is required',
    ]);
  });

  it('limits a contact message to 500 characters and requires it', async () => {
    const base = { name: 'Ada', email: 'ada@example.com' };
    expect(await messagesOf(contactUsSchema, { ...base, message: text(500) })).toEqual([]);
    expect(await messagesOf(contactUsSchema, { ...base, message: text(501) })).toEqual([
      'Input too long.',
    ]);
    expect(await messagesOf(contactUsSchema, { ...base, message: '' })).toEqual([
      'This field is required',
    ]);
  });

  it('deletes the account only after the exact prompt is typed', async () => {
    expect(await messagesOf(deleteAccountSchema, { confirmation: 'permanently delete' })).toEqual(
      [],
    );
    for (const confirmation of ['', 'Permanently Delete', 'permanently', undefined]) {
      expect(await messagesOf(deleteAccountSchema, { confirmation })).toEqual([
        'Entry must match prompt.',
      ]);
    }
  });
});

describe('groups', () => {
  it('requires a group name and trims it', async () => {
    expect(await groupNameSchema.validate({ name: '  Team  ' })).toEqual({ name: 'Team' });
    expect(await messagesOf(groupNameSchema, { name: '   ' })).toEqual(['This field is required']);
    expect(await messagesOf(groupNameSchema, { name: text(101) })).toEqual(['Input too long.']);
  });

  it('requires the handle to be a slug', async () => {
    expect(await messagesOf(groupHandleSchema, { handle: 'my-shop' })).toEqual([]);
    expect(await messagesOf(groupHandleSchema, { handle: 'My Shop' })).toEqual([
      'Invalid URL slug.',
    ]);
    expect(await messagesOf(groupHandleSchema, {})).toEqual(['This field is required']);
  });

  it('invites by email with a role that defaults to USER', async () => {
    expect(await inviteSchema.validate({ email: 'A@B.co' })).toEqual({
      email: 'a@b.co',
      role: 'USER',
    });
    expect(await messagesOf(inviteSchema, { email: 'a@b.co', role: 'ADMIN' })).toEqual([
      'Invalid role.',
    ]);
    expect(await messagesOf(inviteSchema, { role: 'OWNER' })).toEqual(['This field is required']);
  });

  it('deletes a group only when its name is typed', async () => {
    const schema = deleteGroupSchema('Acme Store');
    expect(await messagesOf(schema, { groupName: 'Acme Store' })).toEqual([]);
    expect(await messagesOf(schema, { groupName: 'acme store' })).toEqual([
      'Group name must match.',
    ]);
    expect(await messagesOf(schema, {})).toEqual(['Group name must match.']);
  });
});

describe('admin and store', () => {
  it('extends a free trial by a positive whole number of days, 1 by default', async () => {
    expect(await freeTrialSchema.validate({})).toEqual({ days: 1 });
    expect(await messagesOf(freeTrialSchema, { days: 0 })).toEqual(['Must be positive.']);
    expect(await messagesOf(freeTrialSchema, { days: 2.5 })).toEqual(['Must be an integer.']);
    expect(await messagesOf(freeTrialSchema, { days: 'ten' })).toEqual(['Must be a number.']);
    expect(await messagesOf(freeTrialSchema, { days: null })).toEqual(['This field is required']);
  });

  it('requires the store parameter of the connect page', async () => {
    expect(await messagesOf(storeConnectSchema, { store: text(250) })).toEqual([]);
    expect(await messagesOf(storeConnectSchema, { store: text(251) })).toEqual([
      'Requires valid store parameter.',
    ]);
    expect(await messagesOf(storeConnectSchema, {})).toEqual(['Requires valid store parameter.']);
  });

  it('lowercases and trims a development store name and requires the token', async () => {
    expect(
      await devStoreConnectSchema.validate({ storeName: '  My-Shop ', adminToken: 'shpat_1' }),
    ).toEqual({ storeName: 'my-shop', adminToken: 'shpat_1' });
    expect(await messagesOf(devStoreConnectSchema, { storeName: ' ' })).toEqual([
      'This field is required',
      'This field is required',
    ]);
  });
});

describe('plan choice', () => {
  it('asks for a plan when none is chosen', async () => {
    expect(await messagesOf(planChoiceSchema('starter'), {})).toEqual(['Choose a Plan.']);
    expect(await messagesOf(planChoiceSchema(null), { planId: '' })).toEqual(['Choose a Plan.']);
  });

  it('refuses the plan that is already active', async () => {
    expect(await messagesOf(planChoiceSchema('starter'), { planId: 'starter' })).toEqual([
      'This plan is already active.',
    ]);
    expect(await messagesOf(planChoiceSchema('starter'), { planId: 'growth' })).toEqual([]);
    expect(await messagesOf(planChoiceSchema(undefined), { planId: 'free' })).toEqual([]);
  });
});
