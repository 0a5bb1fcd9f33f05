// getEmbeddedWidget: the storefront's hot path. A finalized (READY) layout is public and its
// answer the same for everyone; a DRAFT is shown only to members of its group (and admins) for
// the preview frame, and looks unknown to anyone else. Answers come from the short in-process
// cache when possible (no query at all), else from three query rounds (see load.ts).
import { and, eq } from 'drizzle-orm';
import { groupUsers, widgets } from '../../db/schema';
import { UserError } from '../../errors';
import { getViewer, type AuthContext } from '../auth';
import { isUuid } from '../../db/ids';
import type { Widget } from '../../graphql/generated/resolvers-types';
import { assembleWidgets, type WidgetDeps } from './load';
import { WIDGET_NOT_FOUND } from './messages';

export type AnswerScope = 'public' | 'private';

const widgetNotFound = () => new UserError(WIDGET_NOT_FOUND, { code: 'NOT_FOUND' });

/** True when the session's user may see the group's unpublished work: a member, or an admin. */
export async function canPreview(ctx: AuthContext, groupId: string): Promise<boolean> {
  const viewer = await getViewer(ctx);
  if (!viewer) return false;
  if (viewer.isAdmin) return true;
  const [member] = await ctx.db
    .select({ id: groupUsers.id })
    .from(groupUsers)
    .where(and(eq(groupUsers.groupId, groupId), eq(groupUsers.userId, viewer.id)));
  return Boolean(member);
}

type EmbedDeps = WidgetDeps;

async function loadPublicWidget(deps: EmbedDeps, id: string): Promise<Widget | undefined> {
  const cache = deps.publicCache;
  const key = `widget:${id}`;
  const hit = cache.get<Widget>(key);
  if (hit) return hit.value;
  const [row] = await deps.db.select().from(widgets).where(eq(widgets.id, id));
  if (!row) return undefined;
  const generation = cache.generation(row.groupId);
  const [shape] = await assembleWidgets(deps, [row], 'public');
  cache.set(key, row.groupId, generation, shape);
  return shape;
}

export async function embeddedWidget(
  deps: EmbedDeps & { ctx: AuthContext },
  widgetId: string,
): Promise<{ widget: Widget; scope: AnswerScope }> {
  if (!isUuid(widgetId)) throw widgetNotFound();
  const widget = await loadPublicWidget(deps, widgetId.toLowerCase());
  if (!widget) throw widgetNotFound();
  if (widget.status === 'READY') return { widget, scope: 'public' };
  if (await canPreview(deps.ctx, widget.groupId)) return { widget, scope: 'private' };
  throw widgetNotFound();
}
