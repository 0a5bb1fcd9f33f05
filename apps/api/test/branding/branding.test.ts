// Brand Management against the real server: members read their group's branding (the defaults
// until saved); a Standard group saves, reads back and resets it; invalid values are refused with
// nothing lost; a Starter group is refused even calling the API directly; the layout's public read
// (getEmbeddedWidget) carries the saved branding at once after a save or reset, and only while the
// plan has white-label branding (a downgrade shows the defaults and the Powered-by logo again).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_BRANDING, type BrandingValues } from '@vendy/client/domain';
import { brandingSettings } from '../../src/db/schema';
import { appendEntry } from '../../src/modules/billing/history';
import { dataOf, errorOf, FORBIDDEN, NOT_LOGGED_IN } from '../groups/fixtures';
import { addVideo, publishedLayout, startWorld, type World } from '../layouts/fixtures';
import { EMBEDDED_WIDGET, graphqlGet } from '../layouts/public-path';
import {
  DeleteBrandingSettingsDocument,
  GetBrandingSettingsDocument,
  UpsertBrandingSettingsDocument,
} from '../../../../packages/client/src/generated/graphql';

const GET = GetBrandingSettingsDocument.toString();
const UPSERT = UpsertBrandingSettingsDocument.toString();
const DELETE = DeleteBrandingSettingsDocument.toString();
const UPGRADE = {
  message: 'This area requires a higher tier than your current plan.',
  code: 'UPGRADE_REQUIRED',
};

const CUSTOM = {
  buttonBackgroundColor: '#112233',
  buttonTextColor: '#FFEEDD',
  buttonBorderRadius: 20,
  buttonFontName: 'work-sans-i7',
  buttonFontUrl: '/media/fonts/work-sans/i7.css',
  textColor: '#222222',
  textHighlightColor: '#ff0000',
  textFontName: 'lato-n3',
  textFontUrl: null,
  bannerHighlightColor: '#00ff00',
  productCardBackgroundColor: '#fafafa',
  hideVendyBranding: true,
};
/** What is saved for CUSTOM: colours in lower case, each chosen font with our stylesheet. */
const SAVED: BrandingValues = {
  ...CUSTOM,
  buttonTextColor: '#ffeedd',
  textFontUrl: '/media/fonts/lato/n3.css',
};

let world: World;
let widgetId: string;

interface Embedded {
  getEmbeddedWidget: { brandingSettings: BrandingValues };
}

const as = () => world.cast.as;
const groupA = () => world.cast.groupA;
const plan = (groupId: string, planId: string) =>
  appendEntry(world.db, { groupId, planId, status: 'ACTIVE', freeTrialDays: 0 });
const read = async (gql = as().owner) =>
  dataOf<{ getBrandingSettings: BrandingValues }>(await gql(GET)).getBrandingSettings;
const save = (settings: Record<string, unknown>, gql = as().owner) =>
  gql<{ upsertBrandingSettings: BrandingValues }>(UPSERT, { settings });
const savedRow = async (groupId = groupA()) =>
  (await world.db.select().from(brandingSettings).where(eq(brandingSettings.groupId, groupId)))[0];
const embedded = async () =>
  (await graphqlGet<Embedded>(world.server, EMBEDDED_WIDGET, { widgetId })).body.data!
    .getEmbeddedWidget.brandingSettings;

beforeAll(async () => {
  world = await startWorld(); // Both groups on Starter (no branding feature).
  const videoId = await addVideo(world.db, groupA(), { duration: 12 });
  ({ widgetId } = await publishedLayout(as().owner, videoId));
}, 60_000);

afterAll(async () => {
  await world?.server.close();
});

describe('on a plan without white-label branding (Starter)', () => {
  it('reads the defaults', async () => {
    expect(await read()).toEqual(DEFAULT_BRANDING);
    expect(await read(as().user)).toEqual(DEFAULT_BRANDING);
  });

  it('refuses saving and resetting, even calling the API directly', async () => {
    for (const gql of [as().owner, as().user]) {
      expect(errorOf(await save(CUSTOM, gql))).toEqual(UPGRADE);
      expect(errorOf(await save({ hideVendyBranding: true }, gql))).toEqual(UPGRADE);
      expect(errorOf(await gql(DELETE))).toEqual(UPGRADE);
    }
    expect(await savedRow()).toBeUndefined();
    expect((await embedded()).hideVendyBranding).toBe(false);
  });

  it('refuses anonymous visitors and admins who are not members', async () => {
    expect(errorOf(await as().anonymous(GET))).toEqual(NOT_LOGGED_IN);
    expect(errorOf(await save(CUSTOM, as().anonymous))).toEqual(NOT_LOGGED_IN);
    expect(errorOf(await as().admin(GET))).toEqual(FORBIDDEN);
    expect(errorOf(await save(CUSTOM, as().admin))).toEqual(FORBIDDEN);
  });
});

describe('on Standard', () => {
  beforeAll(async () => {
    await plan(groupA(), 'standard');
  });

  it('saves, reads back, and the storefront shows it at once', async () => {
    // The storefront's answer is cached before the save.
    expect(await embedded()).toEqual(DEFAULT_BRANDING);
    const saved = dataOf<{ upsertBrandingSettings: BrandingValues }>(await save(CUSTOM));
    expect(saved.upsertBrandingSettings).toEqual(SAVED);
    expect(await read()).toEqual(SAVED);
    expect(await read(as().user)).toEqual(SAVED);
    expect(await embedded()).toEqual(SAVED);
    // Another group keeps its own (the defaults).
    expect(await read(as().outsider)).toEqual(DEFAULT_BRANDING);
  });

  it('lets a USER of the group save too', async () => {
    const next = { ...CUSTOM, buttonBorderRadius: 4 };
    expect(dataOf(await save(next, as().user))).toBeTruthy();
    expect((await read()).buttonBorderRadius).toBe(4);
    dataOf(await save(CUSTOM));
  });

  it('follows its own group’s plan, not the plan another group changed to last', async () => {
    dataOf(await save(CUSTOM));
    expect(await embedded()).toEqual(SAVED);
    // Another group's plan changes after this group's: its entry is the newest of all.
    await plan(world.cast.groupB, 'starter');
    world.server.app.services.publicCache.invalidateGroup(groupA());
    expect(await embedded()).toEqual(SAVED);
  });

  it('takes a cleared radius as null and absent fields as their defaults', async () => {
    const saved = dataOf<{ upsertBrandingSettings: BrandingValues }>(
      await save({ buttonBorderRadius: null, textColor: '#123456' }),
    ).upsertBrandingSettings;
    expect(saved).toEqual({ ...DEFAULT_BRANDING, buttonBorderRadius: null, textColor: '#123456' });
    expect(await embedded()).toEqual(saved);
    dataOf(await save(CUSTOM));
  });

  it.each([
    ['buttonBackgroundColor', 'red', 'Button background colour: Must be a colour such as #0393fb.'],
    ['textColor', '#fff', 'Text colour: Must be a colour such as #0393fb.'],
    [
      'productCardBackgroundColor',
      'url(javascript:1)',
      'Product card background colour: Must be a colour such as #0393fb.',
    ],
    ['buttonBorderRadius', 0, 'Button border radius: Must be positive.'],
    ['buttonBorderRadius', -3, 'Button border radius: Must be positive.'],
    ['buttonFontName', 'comic-sans-n4', 'Button font: Must be one of the offered fonts.'],
    ['textFontName', 'lato-n2', 'Text font: Must be one of the offered fonts.'],
    [
      'buttonFontUrl',
      'https://fonts.googleapis.com/css2?family=Work+Sans',
      'Button font URL: Must be the stylesheet of the chosen font.',
    ],
    [
      'buttonFontUrl',
      '/media/fonts/roboto/n4.css',
      'Button font URL: Must be the stylesheet of the chosen font.',
    ],
  ])('refuses %s %j with nothing lost', async (field, value, reason) => {
    const before = await savedRow();
    const error = errorOf(await save({ ...CUSTOM, [field]: value }));
    expect(error).toEqual({
      message: `Unable to save settings. ${reason}`,
      code: 'BAD_USER_INPUT',
    });
    expect(await savedRow()).toEqual(before);
    expect(await read()).toEqual(SAVED);
  });

  it('refuses values of the wrong type without a server error', async () => {
    for (const settings of [
      { buttonBorderRadius: 2.5 },
      { hideVendyBranding: 'yes' },
      { textColor: 7 },
    ]) {
      const response = await save({ ...CUSTOM, ...settings });
      expect(response.status).toBeLessThan(500);
      expect(response.body.errors?.length).toBeGreaterThan(0);
    }
    expect(await read()).toEqual(SAVED);
  });

  it('resets to the defaults: the row goes, the storefront shows the defaults at once', async () => {
    expect(await embedded()).toEqual(SAVED);
    const reset = dataOf<{ deleteBrandingSettings: BrandingValues }>(await as().owner(DELETE));
    expect(reset.deleteBrandingSettings).toEqual(DEFAULT_BRANDING);
    expect(await savedRow()).toBeUndefined();
    expect(await read()).toEqual(DEFAULT_BRANDING);
    expect(await embedded()).toEqual(DEFAULT_BRANDING);
    // Resetting again is harmless.
    expect(dataOf<{ deleteBrandingSettings: BrandingValues }>(await as().user(DELETE))).toEqual({
      deleteBrandingSettings: DEFAULT_BRANDING,
    });
  });
});

describe('Group.brandingSettings', () => {
  const GROUPS = `query groupsBranding {
    getCurrentUser { groups { id brandingSettings { buttonBackgroundColor hideVendyBranding } } }
  }`;
  const ADMIN_GROUP = `query adminGroupBranding($groupId: ID!) {
    adminGetGroupData(groupId: $groupId) { id brandingSettings { buttonBackgroundColor } }
  }`;
  type Groups = {
    getCurrentUser: {
      groups: Array<{ id: string; brandingSettings: Partial<BrandingValues> | null }>;
    };
  };
  const shown = async (gql = as().owner) =>
    Object.fromEntries(
      dataOf<Groups>(await gql(GROUPS)).getCurrentUser.groups.map((g) => [
        g.id,
        g.brandingSettings,
      ]),
    );

  it('is the saved settings for the group’s members, null while the defaults apply', async () => {
    await plan(groupA(), 'standard');
    dataOf(await as().owner(DELETE));
    expect((await shown())[groupA()]).toBeNull();
    dataOf(await save(CUSTOM));
    const saved = { buttonBackgroundColor: '#112233', hideVendyBranding: true };
    expect((await shown())[groupA()]).toEqual(saved);
    expect((await shown(as().user))[groupA()]).toEqual(saved);
    // The outsider's own group has nothing saved.
    expect(Object.values(await shown(as().outsider))).toEqual([null]);
  });

  it('is null for an admin who is not a member', async () => {
    const data = dataOf<{ adminGetGroupData: { brandingSettings: unknown } }>(
      await as().admin(ADMIN_GROUP, { groupId: groupA() }),
    );
    expect(data.adminGetGroupData.brandingSettings).toBeNull();
  });
});

describe('after a downgrade', () => {
  it('keeps the saved settings but the storefront shows the defaults, Powered-by logo included', async () => {
    await plan(groupA(), 'growth');
    dataOf(await save(CUSTOM));
    expect(await embedded()).toEqual(SAVED);
    await plan(groupA(), 'starter');
    // Written here straight into the history: createPlan and reconcilePlan invalidate the group's
    // public answers themselves (test/billing/plans.test.ts).
    world.server.app.services.publicCache.invalidateGroup(groupA());
    const shown = await embedded();
    expect(shown).toEqual(DEFAULT_BRANDING);
    expect(shown.hideVendyBranding).toBe(false);
    expect(await read()).toEqual(SAVED);
    expect(errorOf(await save(CUSTOM))).toEqual(UPGRADE);
    // Upgrading again brings them back.
    await plan(groupA(), 'standard');
    world.server.app.services.publicCache.invalidateGroup(groupA());
    expect(await embedded()).toEqual(SAVED);
  });
});
