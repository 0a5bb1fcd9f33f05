// Rows of the matrix for product placements and experiments (doc 3 §7): members act on their
// current group's only (another group's strategies, experiments, shoppable videos, products and
// links are unknown to them); admins read any group's through the admin* variants.
// getExperimentData is public for shoppable videos a finalized layout plays, carrying nothing
// private; otherwise only the group's members and admins see it (the preview).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { experiments, strategies } from '../../src/db/schema';
import { UNABLE_TO_GET_DATA } from '../../src/modules/placements/messages';
import {
  AdminGetExperimentsDocument,
  AdminGetStrategiesDocument,
  DeleteExperimentDocument,
  DeleteStrategyDocument,
  GetExperimentDataDocument,
  GetExperimentForInstagramFeedDocument,
  GetExperimentForVirtualVideoDocument,
  GetExperimentsDocument,
  GetStrategiesDocument,
  UpsertExperimentDocument,
  UpsertStrategyDocument,
  type GetExperimentDataQuery,
} from '../../../../packages/client/src/generated/graphql';
import { adminListRow, entityRow, fieldOf, keyFor, listRow, succeeded } from './kit';
import { id, publishWidgetOfA, secretsOf, strategyAssignments } from './library';
import { FORBIDDEN, refused, row, type DataCheck, type Row } from './matrix';
import { CALLERS, type World } from './world';

const db = (w: World) => w.server.database.db;
const MEMBERS = ['owner', 'user', 'outsider'] as const;

/** The public answer for Acme's played shoppable video, with nothing private in it. */
const publicData: DataCheck<GetExperimentDataQuery> = ({ getExperimentData }, w) => {
  expect(getExperimentData.experiment?.id).toBe(id(w, 'A.experiment'));
  expect(getExperimentData.products.map((p) => p.id)).toEqual([id(w, 'A.product')]);
  const text = JSON.stringify(getExperimentData);
  for (const secret of secretsOf(w)) expect(text, secret).not.toContain(secret);
  expect(text).not.toContain(w.groupB);
};
const unplayedOfA = (w: World) => ({ virtualVideoId: id(w, 'A.virtualVideo2') });
const previewsData: DataCheck<GetExperimentDataQuery> = ({ getExperimentData }, w) =>
  expect(getExperimentData.experiment?.id).toBe(id(w, 'A.experiment2'));

export const placementRows: Row[] = [
  listRow({ name: 'getStrategies', document: GetStrategiesDocument, thing: 'strategy' }),
  listRow({ name: 'getExperiments', document: GetExperimentsDocument, thing: 'experiment' }),
  adminListRow({
    name: 'adminGetStrategies',
    document: AdminGetStrategiesDocument,
    thing: 'strategy',
  }),
  adminListRow({
    name: 'adminGetExperiments',
    document: AdminGetExperimentsDocument,
    thing: 'experiment',
  }),

  row({
    name: 'getExperimentData',
    doc: GetExperimentDataDocument,
    setup: (w) => publishWidgetOfA(w),
    vars: (w) => ({ virtualVideoId: id(w, 'A.virtualVideo') }),
    every: { callers: CALLERS, outcome: () => publicData },
    also: [
      // A shoppable video no finalized layout plays is unknown outside its group.
      {
        label: "with Acme's unpublished shoppable video",
        who: 'anonymous',
        vars: unplayedOfA,
        outcome: refused(UNABLE_TO_GET_DATA),
      },
      {
        label: "with Acme's unpublished shoppable video",
        who: 'outsider',
        vars: unplayedOfA,
        outcome: refused(UNABLE_TO_GET_DATA),
      },
    ],
    then: [
      {
        label: "with Acme's unpublished shoppable video (preview)",
        who: 'user',
        vars: unplayedOfA,
        outcome: previewsData,
      },
      {
        label: "with Acme's unpublished shoppable video (preview)",
        who: 'admin',
        vars: unplayedOfA,
        outcome: previewsData,
      },
    ],
  }),

  entityRow({
    name: 'getExperimentForVirtualVideo',
    document: GetExperimentForVirtualVideoDocument,
    thing: 'virtualVideo',
    vars: (virtualVideoId) => ({ id: virtualVideoId }),
    notFound: FORBIDDEN,
    check: (data, w, key) =>
      expect(fieldOf<{ id: string }>(data, 'getExperimentForVirtualVideo').id).toBe(
        id(w, key.replace('virtualVideo', 'experiment')),
      ),
  }),
  row({
    name: 'getExperimentForInstagramFeed',
    doc: GetExperimentForInstagramFeedDocument,
    // No group has a feed: there is no experiment to show anyone.
    vars: () => ({ id: randomUUID() }),
    every: {
      callers: MEMBERS,
      outcome:
        () =>
        ({ getExperimentForInstagramFeed }) =>
          expect(getExperimentForInstagramFeed).toBeNull(),
    },
  }),

  entityRow({
    name: 'upsertStrategy',
    document: UpsertStrategyDocument,
    thing: 'strategy',
    vars: (strategyId, w, who) => ({
      id: strategyId,
      title: `Renamed by ${who}`,
      assignments: strategyAssignments(
        id(w, keyFor(who, 'product')),
        id(w, keyFor(who, 'link')),
        id(w, keyFor(who, 'collection')),
      ),
    }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      expect(fieldOf<string>(data, 'upsertStrategy')).toBe(id(w, key));
      const [stored] = await db(w)
        .select({ title: strategies.title })
        .from(strategies)
        .where(eq(strategies.id, id(w, key)));
      expect(stored?.title).toMatch(/^Renamed by /);
    },
    also: [
      {
        label: "placing Bravo's product in Acme's strategy",
        who: 'owner',
        vars: (w: World) => ({
          id: id(w, 'A.strategy'),
          title: 'Taken',
          assignments: strategyAssignments(id(w, 'B.product'), id(w, 'A.link')),
        }),
        outcome: refused(FORBIDDEN),
      },
    ],
  }),
  entityRow({
    name: 'upsertExperiment',
    document: UpsertExperimentDocument,
    thing: 'experiment',
    vars: (experimentId, w, who) => ({
      id: experimentId,
      title: `Renamed by ${who}`,
      virtualVideoId: id(w, keyFor(who, 'virtualVideo')),
      items: [
        {
          strategyId: id(w, keyFor(who, 'strategy')),
          rangePercentage: 100,
          ranges: [{ start: 0, end: 100 }],
        },
      ],
    }),
    notFound: FORBIDDEN,
    check: (data, w, key) =>
      expect(fieldOf<{ id: string; title: string }>(data, 'upsertExperiment')).toMatchObject({
        id: id(w, key),
        title: expect.stringMatching(/^Renamed by /),
      }),
    also: [
      {
        label: "competing with Bravo's strategy in Acme's experiment",
        who: 'owner',
        vars: (w: World) => ({
          id: id(w, 'A.experiment'),
          title: 'Taken',
          virtualVideoId: id(w, 'A.virtualVideo'),
          items: [
            {
              strategyId: id(w, 'B.strategy'),
              rangePercentage: 100,
              ranges: [{ start: 0, end: 100 }],
            },
          ],
        }),
        outcome: refused(FORBIDDEN),
      },
      {
        label: "on Bravo's shoppable video",
        who: 'user',
        vars: (w: World) => ({
          title: 'Taken',
          virtualVideoId: id(w, 'B.virtualVideo'),
          items: [],
        }),
        outcome: refused(FORBIDDEN),
      },
    ],
  }),
  entityRow({
    name: 'deleteStrategy',
    document: DeleteStrategyDocument,
    thing: 'strategy',
    vars: (strategyId) => ({ id: strategyId }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      succeeded('deleteStrategy')(data);
      const left = await db(w)
        .select()
        .from(strategies)
        .where(eq(strategies.id, id(w, key)));
      expect(left).toEqual([]);
    },
  }),
  entityRow({
    name: 'deleteExperiment',
    document: DeleteExperimentDocument,
    thing: 'experiment',
    vars: (experimentId) => ({ id: experimentId }),
    notFound: FORBIDDEN,
    async check(data, w, key) {
      succeeded('deleteExperiment')(data);
      const left = await db(w)
        .select()
        .from(experiments)
        .where(eq(experiments.id, id(w, key)));
      expect(left).toEqual([]);
    },
  }),
];
