// The generated Resolvers type (src/graphql/generated/resolvers-types.ts) checks what resolvers
// answer against the SDL: `tsc` (npm run typecheck) rejects every line marked @ts-expect-error
// below, and fails if one of them ever compiles. The runtime assertions only keep Vitest honest.
import { describe, expect, expectTypeOf, it } from 'vitest';
import type {
  GroupResolvers,
  Resolvers,
  ResolversParentTypes,
  ResolversTypes,
} from '../src/graphql/generated/resolvers-types';
import type { GroupParent } from '../src/modules/groups/mappers';
import { groupsResolvers } from '../src/modules/groups/resolvers';

describe('generated resolver types', () => {
  it('reject an answer the SDL does not allow', () => {
    const wrong: Resolvers = {
      Query: {
        // @ts-expect-error getUserData answers a User, not a number.
        getUserData: () => 42,
      },
      User: {
        // @ts-expect-error User.firstName is a String!.
        firstName: () => 42,
        // @ts-expect-error User.lastName is non-null.
        lastName: () => null,
      },
      Mutation: {
        // @ts-expect-error deleteVideo answers a SuccessResult, whose `success` is a Boolean!.
        deleteVideo: () => ({ success: 'yes', message: null }),
      },
    };
    expect(Object.keys(wrong)).toEqual(['Query', 'User', 'Mutation']);
  });

  it('reject a field the SDL does not have', () => {
    const typo: Resolvers = {
      // @ts-expect-error there is no getUserDatum in the schema.
      Query: { getUserDatum: () => null },
    };
    expect(typo.Query).toBeDefined();
  });

  it('give Group resolvers the mapper model as parent and accept it as an answer', () => {
    expectTypeOf<ResolversParentTypes['Group']>().toEqualTypeOf<GroupParent>();
    // A Group answer may be just its id (the field resolvers load the rest), never less.
    const justId: ResolversTypes['Group'] = { id: 'a group' };
    // @ts-expect-error a Group answer needs its id.
    const noId: ResolversTypes['Group'] = { name: 'Shop' };
    expect([justId, noId]).toHaveLength(2);
    const fields: GroupResolvers = {
      // The parent is the model: the id, and the columns only when the row was loaded.
      name: (group) => group.name ?? 'loaded from the row',
      // @ts-expect-error Group.handle is a String, not the model's createdAt.
      handle: (group: GroupParent) => group.createdAt,
    };
    expect(typeof fields.name).toBe('function');
    expectTypeOf(groupsResolvers).toMatchTypeOf<Resolvers>();
  });
});
