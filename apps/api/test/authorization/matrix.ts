// The vocabulary of the authorization matrix: who the catalogue lets through, what each caller
// gets, and how a row of the table is written.
import { expect } from 'vitest';
import type { OperationSpec } from '@vendy/client';
import type { TypedDocumentString } from '../../../../packages/client/src/generated/graphql';
import { fingerprint } from './snapshot';
import { CALLER_LABEL, type Caller, type Response, type World } from './world';

export const NOT_LOGGED_IN = 'You must be logged in.';
export const FORBIDDEN = 'You do not have permission to do this.';

/** What the catalogue's access level means for each caller of the world. */
export function lets(access: OperationSpec['access'], who: Caller): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return who !== 'anonymous';
    // The member of another group is let through: the operation acts on their own current group.
    case 'member':
      return who === 'owner' || who === 'user' || who === 'outsider';
    case 'owner':
      return who === 'owner' || who === 'outsider';
    case 'admin':
      return who === 'admin';
  }
}

/** The refusal a caller the catalogue does not let through gets. */
export const refusalFor = (who: Caller) => (who === 'anonymous' ? NOT_LOGGED_IN : FORBIDDEN);

export type DataCheck<T> = (data: T, w: World, response: Response) => void | Promise<void>;
/** Refused with exactly this message, and nothing in the database changed. */
export interface Refused {
  refused: string;
}
/** For operations whose answer is not yet known in detail: a look at the raw response. */
export interface Answered {
  answered: (response: Response, w: World) => void | Promise<void>;
}
/** Answered without a GraphQL error but turned down in the data (e.g. success false): nothing changed. */
export interface Declined<T> {
  declined: DataCheck<T>;
}
export type Outcome<T> = DataCheck<T> | Refused | Answered | Declined<T>;

export const refused = (message: string): Refused => ({ refused: message });
export const isRefused = (outcome: Outcome<never>): outcome is Refused =>
  typeof outcome === 'object' && 'refused' in outcome;

export interface Attempt {
  label: string;
  who: Caller;
  call: (w: World) => Promise<Response>;
  outcome: Outcome<never>;
}

export interface Row {
  name: string;
  setup?: (w: World) => Promise<void>;
  /** The call each caller makes; arguments may depend on the caller (their own ids). */
  call: (w: World, who: Caller) => Promise<Response>;
  /** What each caller the catalogue lets through gets (exactly those callers). */
  allowed: Partial<Record<Caller, Outcome<never>>>;
  /** Further attempts (another group's ids, acting on oneself, the last owner), made before the allowed calls. */
  also: Attempt[];
  /** Attempts made after the allowed calls (what their effect now permits). */
  then: Attempt[];
}

type Vars<TVars> = (w: World, who: Caller) => TVars;

interface RowSpec<TData, TVars> {
  name: string;
  doc: TypedDocumentString<TData, TVars>;
  vars?: Vars<TVars>;
  setup?: (w: World) => Promise<void>;
  allowed?: Partial<Record<Caller, Outcome<TData>>>;
  /** The same kind of answer for several callers (each acting on their own account). */
  every?: { callers: readonly Caller[]; outcome: (who: Caller) => Outcome<TData> };
  also?: Array<SameDocument<TData, TVars> | Attempt>;
  then?: Array<SameDocument<TData, TVars> | Attempt>;
}

interface SameDocument<TData, TVars> {
  label: string;
  who: Caller;
  vars?: (w: World) => TVars;
  outcome: Outcome<TData>;
}

/** A row that sends the browser's own document of the operation. */
export function row<TData, TVars>(spec: RowSpec<TData, TVars>): Row {
  const query = spec.doc.toString();
  const send = (w: World, who: Caller, variables: TVars | undefined) =>
    w.as[who](query, variables as Record<string, unknown> | undefined);
  const attempts = (list: Array<SameDocument<TData, TVars> | Attempt> = []): Attempt[] =>
    list.map((attempt) =>
      'call' in attempt
        ? attempt
        : {
            label: attempt.label,
            who: attempt.who,
            call: (w: World) => send(w, attempt.who, attempt.vars?.(w)),
            outcome: attempt.outcome as Outcome<never>,
          },
    );
  return {
    name: spec.name,
    ...(spec.setup ? { setup: spec.setup } : {}),
    call: (w, who) => send(w, who, spec.vars?.(w, who)),
    allowed: {
      ...Object.fromEntries(
        (spec.every?.callers ?? []).map((who) => [who, spec.every?.outcome(who)]),
      ),
      ...spec.allowed,
    } as Row['allowed'],
    also: attempts(spec.also),
    then: attempts(spec.then),
  };
}

/** An attempt with a query of its own (e.g. fields the browser's document does not select). */
export function attempt<T>(
  label: string,
  who: Caller,
  query: string,
  vars: (w: World) => Record<string, unknown>,
  outcome: Outcome<T>,
): Attempt {
  return { label, who, call: (w) => w.as[who](query, vars(w)), outcome: outcome as Outcome<never> };
}

export function messagesOf(response: Response): string[] {
  return (response.body.errors ?? []).map((error) => error.message);
}

const CODES: Record<string, string> = {
  [NOT_LOGGED_IN]: 'UNAUTHENTICATED',
  [FORBIDDEN]: 'FORBIDDEN',
};

/** Checks one answer against what was expected; a refusal must leave the database untouched. */
export async function expectOutcome(
  outcome: Outcome<never>,
  call: () => Promise<Response>,
  w: World,
  label: string,
): Promise<void> {
  if (isRefused(outcome)) {
    const db = w.server.database.db;
    // Refusals come one after another: the state after one is the state before the next.
    const before = w.fingerprint ?? (await fingerprint(db));
    w.fingerprint = undefined;
    const response = await call();
    expect(messagesOf(response), label).toEqual([outcome.refused]);
    const code = CODES[outcome.refused];
    if (code) expect(response.body.errors?.[0]?.extensions?.code, label).toBe(code);
    // No partial answer: every root field of the response is null.
    for (const value of Object.values(response.body.data ?? {})) expect(value, label).toBeNull();
    const after = await fingerprint(db);
    expect(after, `${label}: the database is unchanged`).toEqual(before);
    w.fingerprint = after;
    return;
  }
  if (typeof outcome === 'object' && 'declined' in outcome) {
    const db = w.server.database.db;
    const before = w.fingerprint ?? (await fingerprint(db));
    const response = await call();
    expect(response.body.errors, label).toBeUndefined();
    await (outcome.declined as DataCheck<unknown>)(response.body.data, w, response);
    const after = await fingerprint(db);
    expect(after, `${label}: the database is unchanged`).toEqual(before);
    w.fingerprint = after;
    return;
  }
  w.fingerprint = undefined;
  const response = await call();
  if (typeof outcome === 'object') {
    await outcome.answered(response, w);
    return;
  }
  expect(response.body.errors, label).toBeUndefined();
  expect(response.body.data, label).toBeTruthy();
  await (outcome as DataCheck<unknown>)(response.body.data, w, response);
}

export function describeOutcome(outcome: Outcome<never>): string {
  if (typeof outcome === 'object' && 'declined' in outcome) return 'declined, nothing changed';
  return isRefused(outcome) ? `refused, '${outcome.refused}'` : 'allowed';
}

export const callerLabel = (who: Caller) => CALLER_LABEL[who];
