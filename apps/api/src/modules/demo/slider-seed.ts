// The demo's public slider page (doc 3 §2-§5), made with the demo layouts: the demo group gets
// the handle 'demo-store' when it has none, and the page 'spring-looks' (a featured slider and one
// more) is saved through the sliders module, so `npm start` shows it at
// /pages/demo-store/spring-looks. The demo admin, who builds slider pages on their current group,
// is made a user of the demo group and gets it as current group when they have none (admins are
// not members by being admins; the admin operations act on that group).
import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { groups, groupUsers, users } from '../../db/schema';
import { saveSliderPage } from '../sliders';
import { DEMO_ADMIN } from './seed';

export const DEMO_HANDLE = 'demo-store';
export const DEMO_SLIDER_SLUG = 'spring-looks';

export async function seedDemoSliderPage(
  tx: Database,
  groupId: string,
  videos: { main: string; weekend: string; studio: string },
): Promise<void> {
  const [taken] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(eq(groups.handle, DEMO_HANDLE));
  if (!taken) {
    await tx
      .update(groups)
      .set({ handle: DEMO_HANDLE })
      .where(and(eq(groups.id, groupId), isNull(groups.handle)));
  }
  // The demo admin works on the demo group's slider pages as one of its users: the app's session
  // (getCurrentUser.currentGroup) only offers a group its user belongs to, and the editor's
  // catalogue and the page addresses follow that group.
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, DEMO_ADMIN.email));
  if (admin) {
    await tx
      .insert(groupUsers)
      .values({ groupId, userId: admin.id, role: 'USER' })
      .onConflictDoNothing();
    await tx
      .update(users)
      .set({ currentGroupId: groupId })
      .where(and(eq(users.id, admin.id), isNull(users.currentGroupId)));
  }
  const item = (virtualVideoId: string, rank: number) => ({ rank, virtualVideoId });
  await saveSliderPage(tx, groupId, {
    id: randomUUID(),
    title: 'Spring looks',
    description: "Shop the season's looks straight from the videos.",
    slug: DEMO_SLIDER_SLUG,
    featuredSlider: {
      id: randomUUID(),
      title: 'Featured',
      rank: -1,
      sliderItems: [item(videos.main, 0)],
    },
    sliders: [
      {
        id: randomUUID(),
        title: 'More to watch',
        rank: 0,
        sliderItems: [item(videos.weekend, 0), item(videos.studio, 1), item(videos.main, 2)],
      },
    ],
  });
}
