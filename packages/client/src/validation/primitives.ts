// The shared field rules of doc 1 §5 (repeated in docs 2 and 3). yup schemas are immutable, so
// forms compose these (`requiredText.label(...)`, `email.optional()`) without changing them.
import { array, boolean as yupBoolean, number as yupNumber, ref, string } from 'yup';
import {
  LAYOUT_TYPES,
  MESSAGE_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SLUG_MAX,
  STORE_PARAM_MAX,
  TEXT_MAX,
  URL_MAX,
} from '../domain';
import type { Listed, ListsAll } from '../domain/enum-lists';
import type { GroupRole } from '../generated/graphql';
import {
  ENTRY_REQUIRED,
  ENTRY_TOO_LONG,
  INPUT_TOO_LONG,
  INVALID_CURRENCY,
  INVALID_EMAIL,
  INVALID_LAYOUT_TYPE,
  INVALID_ROLE,
  INVALID_SLUG,
  INVALID_STORE_PARAMETER,
  INVALID_URL,
  MUST_BE_A_BOOLEAN,
  MUST_BE_A_NUMBER,
  MUST_BE_AN_INTEGER,
  MUST_BE_NEGATIVE,
  MUST_BE_POSITIVE,
  PASSWORD_TOO_SHORT,
  PASSWORDS_MUST_MATCH,
  REQUIRED_TEXT,
} from './messages';

/** Optional text; null is accepted because GraphQL sends absent optional strings as null. */
export const optionalText = string().max(TEXT_MAX, INPUT_TOO_LONG).nullable();
export const requiredText = optionalText.required(REQUIRED_TEXT);

/** A required title, trimmed so that a title of spaces counts as missing. */
export const title = string().trim().max(TEXT_MAX, INPUT_TOO_LONG).required(REQUIRED_TEXT);

export const entryArray = array().of(
  string().required(ENTRY_REQUIRED).max(TEXT_MAX, ENTRY_TOO_LONG),
);

/** Trimmed and lowercased before it is checked and sent. */
export const email = string()
  .trim()
  .lowercase()
  .email(INVALID_EMAIL)
  .max(TEXT_MAX, INPUT_TOO_LONG)
  .required(REQUIRED_TEXT);

export const message = string().max(MESSAGE_MAX, INPUT_TOO_LONG);

export const number = yupNumber().typeError(MUST_BE_A_NUMBER);
export const positive = number.positive(MUST_BE_POSITIVE);
export const integer = number.integer(MUST_BE_AN_INTEGER);
/** "Negative" in the specification's sense: at most 0. */
export const negative = number.max(0, MUST_BE_NEGATIVE);
export const boolean = yupBoolean().typeError(MUST_BE_A_BOOLEAN);

/** An existing password (login, current password): no minimum, so old passwords still work. */
export const password = string().max(PASSWORD_MAX, INPUT_TOO_LONG).required(REQUIRED_TEXT);
export const newPassword = password.min(PASSWORD_MIN, PASSWORD_TOO_SHORT);

const blankAsMissing = (value: string) => (value === '' ? undefined : value);

/** Must equal the sibling field `field` (default `password`); left empty, it is just missing. */
export function confirmPassword(field = 'password') {
  return string()
    .transform(blankAsMissing)
    .required(REQUIRED_TEXT)
    .oneOf([ref(field)], PASSWORDS_MUST_MATCH);
}

function isWebUrl(value: string): boolean {
  try {
    const parsed = new URL(value);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}

/** An absolute http(s) address; optional unless `.required(...)` is added. */
export const url = string()
  .trim()
  .max(URL_MAX, INPUT_TOO_LONG)
  .test({
    name: 'url',
    message: INVALID_URL,
    test: (value) => !value || isWebUrl(value),
  });

/** Optional dollar sign, digits with comma-separated thousands (or none), up to 2 decimals. */
export const CURRENCY_PATTERN = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?$/;

export const currency = string()
  .trim()
  .required(REQUIRED_TEXT)
  .matches(CURRENCY_PATTERN, { message: INVALID_CURRENCY, excludeEmptyString: true });

/** The amount of a currency string ('$1,234.56' → 1234.56); throws on anything `currency` rejects. */
export function currencyToNumber(value: string): number {
  const trimmed = value.trim();
  if (!CURRENCY_PATTERN.test(trimmed)) throw new RangeError(`${INVALID_CURRENCY}: ${value}`);
  return Number(trimmed.replace(/[$,]/g, ''));
}

/**
 * A price typed as currency and output as a number. A number input (a resolver's Float) must
 * satisfy the same format, so 12.345 is refused just as '12.345' is.
 */
export const price = yupNumber()
  .transform((_value: unknown, original: unknown) => {
    if (original === undefined || original === null) return undefined;
    const text = String(original).trim();
    if (text === '') return undefined;
    return CURRENCY_PATTERN.test(text) ? currencyToNumber(text) : Number.NaN;
  })
  .typeError(INVALID_CURRENCY)
  .required(REQUIRED_TEXT);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slug = string()
  .required(REQUIRED_TEXT)
  .max(SLUG_MAX, INPUT_TOO_LONG)
  .matches(SLUG_PATTERN, { message: INVALID_SLUG, excludeEmptyString: true });

export const storeParameter = string()
  .required(INVALID_STORE_PARAMETER)
  .max(STORE_PARAM_MAX, INVALID_STORE_PARAMETER);

export const GROUP_ROLES = ['OWNER', 'USER'] as const satisfies readonly GroupRole[];
type _GroupRolesComplete = Listed<ListsAll<GroupRole, typeof GROUP_ROLES>>;
export type { GroupRole };

export const groupRole = string()
  .oneOf(GROUP_ROLES, INVALID_ROLE)
  .nonNullable(INVALID_ROLE)
  .default('USER');

/** A blank choice counts as missing, so it gets the required message rather than 'Invalid …'. */
export const layoutType = string()
  .transform(blankAsMissing)
  .required(REQUIRED_TEXT)
  .oneOf(LAYOUT_TYPES, INVALID_LAYOUT_TYPE);
