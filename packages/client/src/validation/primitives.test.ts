import { describe, expect, it } from 'vitest';
import {
  boolean,
  confirmPassword,
  currency,
  currencyToNumber,
  email,
  entryArray,
  groupRole,
  integer,
  layoutType,
  message,
  negative,
  newPassword,
  number,
  optionalText,
  password,
  positive,
  price,
  requiredText,
  slug,
  storeParameter,
  title,
  url,
} from './primitives';
import { messagesOf, text } from './testing';
import { object, string } from 'yup';

describe('text', () => {
  it('requires text with the shared message, without a full stop', async () => {
    expect(await messagesOf(requiredText, '')).toEqual(['This field is required']);
    expect(await messagesOf(requiredText, undefined)).toEqual(['This field is required']);
  });

  it('accepts 100 characters and refuses 101', async () => {
    expect(await messagesOf(requiredText, text(100))).toEqual([]);
    expect(await messagesOf(requiredText, text(101))).toEqual(['Input too long.']);
    expect(await messagesOf(optionalText, text(101))).toEqual(['Input too long.']);
  });

  it('lets optional text be absent or null', async () => {
    expect(await messagesOf(optionalText, undefined)).toEqual([]);
    expect(await messagesOf(optionalText, null)).toEqual([]);
  });

  it('trims titles, so spaces alone are missing', async () => {
    expect(await title.validate('  Summer sale  ')).toBe('Summer sale');
    expect(await messagesOf(title, '   ')).toEqual(['This field is required']);
    expect(await messagesOf(title, ` ${text(100)} `)).toEqual([]);
    expect(await messagesOf(title, text(101))).toEqual(['Input too long.']);
  });
});

describe('entryArray', () => {
  it('requires every entry and limits each to 100 characters', async () => {
    expect(await messagesOf(entryArray, ['a', text(100)])).toEqual([]);
    expect(await messagesOf(entryArray, ['a', undefined])).toEqual([
      'Each entry is required to be defined.',
    ]);
    expect(await messagesOf(entryArray, [text(101)])).toEqual(['Entry too long.']);
  });
});

describe('email', () => {
  const ofLength = (length: number) => `${text(length - '@example.com'.length)}@example.com`;

  it('trims and lowercases before checking and sending', async () => {
    expect(await email.validate('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });

  it('reports a malformed or missing email', async () => {
    expect(await messagesOf(email, 'jane@')).toEqual(['Must be a valid email']);
    expect(await messagesOf(email, '')).toEqual(['This field is required']);
  });

  it('accepts 100 characters and refuses 101, counted after trimming', async () => {
    expect(await messagesOf(email, `  ${ofLength(100)}  `)).toEqual([]);
    expect(await messagesOf(email, ofLength(101))).toEqual(['Input too long.']);
  });
});

describe('message', () => {
  it('accepts 500 characters and refuses 501', async () => {
    expect(await messagesOf(message, text(500))).toEqual([]);
    expect(await messagesOf(message, text(501))).toEqual(['Input too long.']);
  });
});

describe('numbers and booleans', () => {
  it('reports values that are not numbers', async () => {
    expect(await messagesOf(number, 'twelve')).toEqual(['Must be a number.']);
    expect(await messagesOf(number, '12')).toEqual([]);
  });

  it('requires positive numbers to be above 0', async () => {
    expect(await messagesOf(positive, 0)).toEqual(['Must be positive.']);
    expect(await messagesOf(positive, 0.01)).toEqual([]);
  });

  it('requires integers to be whole', async () => {
    expect(await messagesOf(integer, 1.5)).toEqual(['Must be an integer.']);
    expect(await messagesOf(integer, -3)).toEqual([]);
  });

  it('takes negative as at most 0', async () => {
    expect(await messagesOf(negative, 0)).toEqual([]);
    expect(await messagesOf(negative, -1)).toEqual([]);
    expect(await messagesOf(negative, 0.5)).toEqual(['Must be negative.']);
  });

  it('reports values that are not booleans', async () => {
    expect(await messagesOf(boolean, 'maybe')).toEqual(['Must be a boolean.']);
    expect(await messagesOf(boolean, false)).toEqual([]);
  });
});

describe('passwords', () => {
  it('requires a login password and limits it to 150 characters', async () => {
    expect(await messagesOf(password, '')).toEqual(['This field is required']);
    expect(await messagesOf(password, 'x')).toEqual([]);
    expect(await messagesOf(password, text(150))).toEqual([]);
    expect(await messagesOf(password, text(151))).toEqual(['Input too long.']);
  });

  it('requires a new password of 8 to 150 characters', async () => {
    expect(await messagesOf(newPassword, text(7))).toEqual(['Must be at least 8 characters.']);
    expect(await messagesOf(newPassword, text(8))).toEqual([]);
    expect(await messagesOf(newPassword, text(150))).toEqual([]);
    expect(await messagesOf(newPassword, text(151))).toEqual(['Input too long.']);
  });

  it('requires the confirmation to match the named field', async () => {
    const form = object({ secret: string(), again: confirmPassword('secret') });
    expect(await messagesOf(form, { secret: 'abcdefgh', again: 'abcdefgh' })).toEqual([]);
    expect(await messagesOf(form, { secret: 'abcdefgh', again: 'abcdefgX' })).toEqual([
      'Passwords must match.',
    ]);
  });
});

describe('url', () => {
  const ofLength = (length: number) => `https://example.com/${text(length - 20)}`;

  it('accepts http and https addresses up to 1500 characters', async () => {
    expect(await messagesOf(url, 'http://shop.example.com/item?id=1')).toEqual([]);
    expect(await messagesOf(url, ofLength(1500))).toEqual([]);
    expect(await messagesOf(url, ofLength(1501))).toEqual(['Input too long.']);
  });

  it('refuses what is not a web address', async () => {
    for (const value of ['example.com', 'ftp://example.com/file', '//example.com', 'https://']) {
      expect(await messagesOf(url, value)).toEqual(['Invalid URL.']);
    }
  });

  it('is optional until required', async () => {
    expect(await messagesOf(url, undefined)).toEqual([]);
    expect(await messagesOf(url.required('This field is required'), '')).toEqual([
      'This field is required',
    ]);
  });
});

describe('currency', () => {
  it.each(['$1,234.56', '1234', '1,234.5', '0.99', '$5', '1,234,567'])(
    'accepts %s',
    async (value) => {
      expect(await messagesOf(currency, value)).toEqual([]);
    },
  );

  it.each(['1,23', '12.345', '$', '1234,567', '-5', '$1,234.567', 'abc'])(
    'refuses %s',
    async (value) => {
      expect(await messagesOf(currency, value)).toEqual(['Invalid currency format']);
    },
  );

  it('requires a value, with only the required message when empty', async () => {
    expect(await messagesOf(currency, '')).toEqual(['This field is required']);
  });

  it('converts a valid currency string to its amount', () => {
    expect(currencyToNumber('$1,234.56')).toBe(1234.56);
    expect(currencyToNumber('1234')).toBe(1234);
    expect(currencyToNumber(' 1,234.5 ')).toBe(1234.5);
    expect(() => currencyToNumber('12.345')).toThrow('Invalid currency format');
  });

  it('outputs a price as a number and applies the same format to numbers', async () => {
    expect(await price.validate('$1,234.56')).toBe(1234.56);
    expect(await price.validate(19.9)).toBe(19.9);
    expect(await messagesOf(price, '1,23')).toEqual(['Invalid currency format']);
    expect(await messagesOf(price, 12.345)).toEqual(['Invalid currency format']);
    expect(await messagesOf(price, '  ')).toEqual(['This field is required']);
  });
});

describe('slug', () => {
  it.each(['a-b', 'a1-2b', 'summer', '2026'])('accepts %s', async (value) => {
    expect(await messagesOf(slug, value)).toEqual([]);
  });

  it.each(['a--b', '-a', 'a-', 'A', 'a b', 'a_b'])('refuses %s', async (value) => {
    expect(await messagesOf(slug, value)).toEqual(['Invalid URL slug.']);
  });

  it('requires a slug of at most 100 characters', async () => {
    expect(await messagesOf(slug, '')).toEqual(['This field is required']);
    expect(await messagesOf(slug, text(100))).toEqual([]);
    expect(await messagesOf(slug, text(101))).toEqual(['Input too long.']);
  });
});

describe('storeParameter', () => {
  it('requires a store of at most 250 characters', async () => {
    expect(await messagesOf(storeParameter, 'my-shop.myshopify.com')).toEqual([]);
    expect(await messagesOf(storeParameter, text(250))).toEqual([]);
    expect(await messagesOf(storeParameter, text(251))).toEqual([
      'Requires valid store parameter.',
    ]);
    expect(await messagesOf(storeParameter, undefined)).toEqual([
      'Requires valid store parameter.',
    ]);
    expect(await messagesOf(storeParameter, '')).toEqual(['Requires valid store parameter.']);
  });
});

describe('choices', () => {
  it('defaults a group role to USER and refuses others', async () => {
    expect(await groupRole.validate(undefined)).toBe('USER');
    expect(await groupRole.validate('OWNER')).toBe('OWNER');
    expect(await messagesOf(groupRole, 'ADMIN')).toEqual(['Invalid role.']);
    expect(await messagesOf(groupRole, 'owner')).toEqual(['Invalid role.']);
    expect(await messagesOf(groupRole, null)).toEqual(['Invalid role.']);
  });

  it('accepts the six layout types only', async () => {
    for (const type of [
      'LANDSCAPE',
      'PORTRAIT',
      'LANDSCAPE_CAROUSEL',
      'PORTRAIT_CAROUSEL',
      'PORTRAIT_COVERFLOW',
      'GRID',
    ]) {
      expect(await messagesOf(layoutType, type)).toEqual([]);
    }
    expect(await messagesOf(layoutType, 'SQUARE')).toEqual(['Invalid layout type.']);
    expect(await messagesOf(layoutType, '')).toEqual(['This field is required']);
  });
});
