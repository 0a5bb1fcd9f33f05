// Who may use the Instagram operations: members of the current group whose plan has the instagram
// feature (doc 1 §4), checked on the server before anything is read or changed.
import type { GraphQLContext } from '../../graphql/context';
import { requireMember as requireGroupMember, type Membership } from '../auth';
import { requirePlan } from '../billing';
import { takeHandOver } from '../social-auth';

export async function requireMember(ctx: GraphQLContext): Promise<Membership> {
  const membership = await requireGroupMember(ctx);
  await requirePlan(ctx.db, membership.groupId, { requiredFeature: 'instagram' });
  return membership;
}

/** True when the code came through this browser's /auth/instagram/callback (spent either way). */
export function takeHandOverOf(ctx: GraphQLContext, code: string): boolean {
  return takeHandOver(ctx, 'instagram', code);
}
