// The group history's event types are stored as text (db/schema/groups.ts): the stored type must
// name exactly the SDL's GroupHistoryEventType values (checked when the tests are typechecked).
import { expectTypeOf, it } from 'vitest';
import type { GroupHistoryEventTypeValue } from '../../src/db/schema';
import type { GroupHistoryEventType } from '../../src/graphql/generated/resolvers-types';

it("stores the SDL's group history event types", () => {
  expectTypeOf<GroupHistoryEventTypeValue>().toEqualTypeOf<GroupHistoryEventType>();
});
