// Rows of the matrix for slider pages (doc 3 §2-§5): admins only, on the admin's current group
// (Ada's is Acme, where she is no member). Members of any group, whatever their role, are refused.
// Another group's page id or shoppable video is refused, changing nothing: a page of Bravo is
// never overwritten nor deleted through Acme.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { sliderItems, sliderPages, sliders } from '../../src/db/schema';
import {
  DeleteSliderPageDocument,
  GetEmbeddedSliderItemDocument,
  GetSliderPagesDocument,
  UpsertSliderPageDocument,
  type SliderPageInput,
} from '../../../../packages/client/src/generated/graphql';
import { id, secretsOf } from './library';
import { FORBIDDEN, refused, row, type Row } from './matrix';
import type { World } from './world';

/** A saved page in each group (the library holds each group's shoppable video). */
async function pages(w: World): Promise<void> {
  const db = w.server.database.db;
  for (const [letter, groupId] of [
    ['A', w.groupA],
    ['B', w.groupB],
  ] as const) {
    const [page] = await db
      .insert(sliderPages)
      .values({ groupId, title: `${letter} picks`, slug: `${letter.toLowerCase()}-picks` })
      .returning();
    const [featured] = await db
      .insert(sliders)
      .values({ pageId: page!.id, title: 'Featured', rank: -1 })
      .returning();
    const [item] = await db
      .insert(sliderItems)
      .values({ sliderId: featured!.id, rank: 0, virtualVideoId: id(w, `${letter}.virtualVideo`) })
      .returning();
    w.data[`${letter}.sliderPage`] = page!.id;
    w.data[`${letter}.sliderItem`] = item!.id;
  }
}

const pageInput = (w: World, pageId: string, virtualVideoId: string): SliderPageInput => ({
  id: pageId,
  title: 'New picks',
  slug: 'new-picks',
  featuredSlider: null,
  sliders: [
    {
      id: w.data['new.slider']!,
      title: 'Row',
      rank: 0,
      sliderItems: [{ rank: 0, virtualVideoId }],
    },
  ],
});

async function pagesAndIds(w: World): Promise<void> {
  await pages(w);
  w.data['new.page'] = randomUUID();
  w.data['new.slider'] = randomUUID();
}

const pageOf = async (w: World, pageId: string) =>
  (await w.server.database.db.select().from(sliderPages).where(eq(sliderPages.id, pageId)))[0];

export const sliderRows: Row[] = [
  // The public page's player frame: an item of a saved page, the same for everyone, nothing private.
  row({
    name: 'getEmbeddedSliderItem',
    doc: GetEmbeddedSliderItemDocument,
    setup: pages,
    vars: (w) => ({ sliderItemId: id(w, 'A.sliderItem') }),
    every: {
      callers: ['anonymous', 'outsider', 'user', 'owner', 'admin'],
      outcome: () => (data, w) => {
        expect(data.getEmbeddedSliderItem).toMatchObject({
          id: id(w, 'A.sliderItem'),
          status: 'READY',
          groupId: w.groupA,
        });
        const text = JSON.stringify(data.getEmbeddedSliderItem);
        for (const secret of secretsOf(w)) expect(text, secret).not.toContain(secret);
        expect(text).not.toContain(w.groupB);
      },
    },
    also: [
      {
        label: 'with an id that is no slider item',
        who: 'anonymous',
        vars: (w) => ({ sliderItemId: id(w, 'A.virtualVideo') }),
        outcome: refused('Widget not found'),
      },
    ],
  }),

  row({
    name: 'getSliderPages',
    doc: GetSliderPagesDocument,
    setup: pages,
    allowed: {
      // Acme's pages only: the admin's current group.
      admin: (data, w) =>
        expect(data.getSliderPages.map((p) => p.id)).toEqual([id(w, 'A.sliderPage')]),
    },
  }),

  row({
    name: 'upsertSliderPage',
    doc: UpsertSliderPageDocument,
    setup: pagesAndIds,
    vars: (w) => ({ page: pageInput(w, id(w, 'new.page'), id(w, 'A.virtualVideo')) }),
    allowed: {
      admin: async (data, w) => {
        expect(data.upsertSliderPage).toMatchObject({ id: id(w, 'new.page'), groupId: w.groupA });
        expect((await pageOf(w, id(w, 'new.page')))?.groupId).toBe(w.groupA);
      },
    },
    also: [
      {
        label: "with Bravo's page id",
        who: 'admin',
        vars: (w) => ({ page: pageInput(w, id(w, 'B.sliderPage'), id(w, 'A.virtualVideo')) }),
        outcome: refused(FORBIDDEN),
      },
      {
        label: "with Bravo's shoppable video",
        who: 'admin',
        vars: (w) => ({ page: pageInput(w, id(w, 'new.page'), id(w, 'B.virtualVideo')) }),
        outcome: refused(FORBIDDEN),
      },
    ],
  }),

  row({
    name: 'deleteSliderPage',
    doc: DeleteSliderPageDocument,
    setup: pages,
    vars: (w) => ({ sliderPageId: id(w, 'A.sliderPage') }),
    allowed: {
      admin: async (data, w) => {
        expect(data.deleteSliderPage.success).toBe(true);
        expect(await pageOf(w, id(w, 'A.sliderPage'))).toBeUndefined();
      },
    },
    also: [
      {
        label: "with Bravo's page id",
        who: 'admin',
        vars: (w) => ({ sliderPageId: id(w, 'B.sliderPage') }),
        outcome: refused(FORBIDDEN),
      },
    ],
    then: [
      {
        label: 'once it is gone',
        who: 'admin',
        vars: (w) => ({ sliderPageId: id(w, 'A.sliderPage') }),
        outcome: refused('Error deleting slider page.'),
      },
    ],
  }),
];
