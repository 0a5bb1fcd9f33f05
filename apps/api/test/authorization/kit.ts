// Row builders for the operations of documents 2 and 3, which share three shapes: a member reads
// their current group's list, an admin reads any group's list, and a member changes or deletes one
// thing of their current group by id (another group's id is refused as unknown, changing nothing).
import { expect } from 'vitest';
import type { TypedDocumentString } from '../../../../packages/client/src/generated/graphql';
import { GROUP_NOT_FOUND } from '../../src/modules/groups/messages';
import { ids, idsOf, id as idOf } from './library';
import { refused, row, type DataCheck, type Outcome, type Row } from './matrix';
import type { Caller, World } from './world';

// The builders take any browser document; its variables are built from the world's ids.
type AnyDocument = TypedDocumentString<unknown, Record<string, unknown>>;
interface Document {
  toString(): string;
}
const doc = (d: Document) => d as unknown as AnyDocument;

/** The field of the answer named after the operation. */
export const fieldOf = <T>(data: unknown, name: string): T => (data as Record<string, T>)[name]!;

/** The key of the thing each member acts on: the OWNER A.x, the USER A.x2, the outsider B.x. */
export const keyFor = (who: Caller, thing: string) =>
  who === 'outsider' ? `B.${thing}` : who === 'user' ? `A.${thing}2` : `A.${thing}`;

/** Members list their current group's things: Acme's for its OWNER and USER, Bravo's for Otto. */
export function listRow(spec: {
  name: string;
  document: Document;
  thing: string;
  vars?: Record<string, unknown>;
  /** The list inside the field (default: the field itself). */
  list?: (field: unknown) => ReadonlyArray<{ id: string }>;
  /** A further check of what each member sees. */
  check?: DataCheck<unknown>;
  setup?: (w: World) => Promise<void>;
}): Row {
  const listOf = (data: unknown) => {
    const field = fieldOf<unknown>(data, spec.name);
    return spec.list ? spec.list(field) : (field as ReadonlyArray<{ id: string }>);
  };
  const sees =
    (keys: (w: World) => string[]): DataCheck<unknown> =>
    async (data, w, response) => {
      expect(idsOf(listOf(data))).toEqual(ids(w, ...keys(w)));
      await spec.check?.(data, w, response);
    };
  const ofA = () => [`A.${spec.thing}`, `A.${spec.thing}2`];
  return row({
    name: spec.name,
    doc: doc(spec.document),
    ...(spec.setup ? { setup: spec.setup } : {}),
    vars: () => spec.vars ?? {},
    allowed: {
      owner: sees(ofA),
      user: sees(ofA),
      outsider: sees(() => [`B.${spec.thing}`]),
    },
  });
}

/** Admins read any group's list by its id, without being a member; an unknown group is refused. */
export function adminListRow(spec: {
  name: string;
  document: Document;
  thing: string;
  list?: (field: unknown) => ReadonlyArray<{ id: string }>;
}): Row {
  const listOf = (data: unknown) => {
    const field = fieldOf<unknown>(data, spec.name);
    return spec.list ? spec.list(field) : (field as ReadonlyArray<{ id: string }>);
  };
  return row({
    name: spec.name,
    doc: doc(spec.document),
    // Everyone asks for Acme's, its own OWNER and USER included.
    vars: (w: World) => ({ groupId: w.groupA }),
    allowed: {
      admin: (data, w) =>
        expect(idsOf(listOf(data))).toEqual(ids(w, `A.${spec.thing}`, `A.${spec.thing}2`)),
    },
    also: [
      {
        label: 'naming a group that does not exist',
        who: 'admin',
        vars: () => ({ groupId: '00000000-0000-4000-8000-000000000000' }),
        outcome: refused(GROUP_NOT_FOUND),
      },
    ],
    then: [
      {
        label: 'naming Bravo, where she is no member either',
        who: 'admin',
        vars: (w: World) => ({ groupId: w.groupB }),
        outcome: (data: unknown, w: World) =>
          expect(idsOf(listOf(data))).toEqual(ids(w, `B.${spec.thing}`)),
      },
    ],
  });
}

/**
 * A member acts on one thing of their current group by id: the OWNER on A.x, the USER on A.x2,
 * the outsider on B.x. Beforehand the outsider names Acme's thing and the USER Bravo's: both are
 * refused with `notFound` and change nothing.
 */
export function entityRow(spec: {
  name: string;
  document: Document;
  thing: string;
  vars: (thingId: string, w: World, who: Caller) => Record<string, unknown>;
  notFound: string;
  /** What each member gets acting on their own thing (its key in the world). */
  check: (data: unknown, w: World, key: string) => void | Promise<void>;
  setup?: (w: World) => Promise<void>;
  /** A refusal instead of an answer for some members (e.g. a plan limit). */
  allowed?: Partial<Record<Caller, Outcome<unknown>>>;
  also?: Parameters<typeof row<unknown, Record<string, unknown>>>[0]['also'];
}): Row {
  const act =
    (who: Caller): DataCheck<unknown> =>
    (data, w) =>
      spec.check(data, w, keyFor(who, spec.thing));
  return row({
    name: spec.name,
    doc: doc(spec.document),
    ...(spec.setup ? { setup: spec.setup } : {}),
    vars: (w: World, who: Caller) => spec.vars(idOf(w, keyFor(who, spec.thing)), w, who),
    allowed: {
      owner: act('owner'),
      user: act('user'),
      outsider: act('outsider'),
      ...spec.allowed,
    },
    also: [
      {
        label: "with Acme's id",
        who: 'outsider',
        vars: (w: World) => spec.vars(idOf(w, `A.${spec.thing}`), w, 'outsider'),
        outcome: refused(spec.notFound),
      },
      {
        label: "with Bravo's id",
        who: 'user',
        vars: (w: World) => spec.vars(idOf(w, `B.${spec.thing}`), w, 'user'),
        outcome: refused(spec.notFound),
      },
      ...(spec.also ?? []),
    ],
  });
}

/** A SuccessResult answer. */
export const succeeded = (name: string) => (data: unknown) =>
  expect(fieldOf<{ success: boolean }>(data, name).success).toBe(true);
