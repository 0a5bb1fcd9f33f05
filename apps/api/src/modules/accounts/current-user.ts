// What getCurrentUser returns: the viewer's auth and user records and their groups. Groups are
// returned as their own columns; the groups module's Group field resolvers add the rest
// (viewerRole, shopifyStore, planHistory, users...).
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groups, groupUsers } from '../../db/schema';
import type { Auth, ResolversParentTypes, User } from '../../graphql/generated/resolvers-types';
import type { Viewer } from '../auth';

export function toAuth(viewer: Viewer): Auth {
  return {
    isUser: true,
    isAdmin: viewer.isAdmin,
    email: viewer.email,
    emailVerified: viewer.emailVerified,
  };
}

/** Only the SDL's User fields (never the password hash). */
export function toUser(user: User): User {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    loginProvider: user.loginProvider,
    showGuidedTour: user.showGuidedTour,
    createdAt: user.createdAt,
  };
}

/** The user's groups, oldest membership first. */
export function groupsOfUser(
  db: Database,
  userId: string,
): Promise<Array<ResolversParentTypes['Group']>> {
  return db
    .select({
      id: groups.id,
      name: groups.name,
      handle: groups.handle,
      createdAt: groups.createdAt,
    })
    .from(groupUsers)
    .innerJoin(groups, eq(groups.id, groupUsers.groupId))
    .where(eq(groupUsers.userId, userId))
    .orderBy(asc(groupUsers.createdAt), asc(groupUsers.id));
}
