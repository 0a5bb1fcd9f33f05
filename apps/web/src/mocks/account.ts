// Fixtures of the account area: the account page and the dashboard (fixed dates, see fixtures.ts).
import type {
  GroupFieldsFragment,
  LayoutType,
  UserFieldsFragment,
  WidgetFieldsFragment,
} from '@vendy/client/generated';
import {
  acmeGroup,
  merchantUser,
  signedInMerchant,
  standardPlanEntry,
  starterPlanEntry,
  type CurrentUser,
} from './fixtures';

/** Signed in with Google: no password to change. */
export const googleUser: UserFieldsFragment = {
  ...merchantUser,
  id: 'user-google',
  email: 'gus@example.com',
  firstName: 'Gus',
  lastName: 'Google',
  loginProvider: 'GOOGLE',
};

// A thumbnail that needs no network: stories and screenshots must not depend on media hosts.
const thumbnail = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90"><rect width="160" height="90" fill="hsl(${hue},45%,55%)"/><circle cx="80" cy="45" r="18" fill="white" fill-opacity="0.8"/></svg>`,
  )}`;

function widget(
  id: string,
  title: string,
  updatedAt: string,
  type: LayoutType,
  hue: number | null,
  status: WidgetFieldsFragment['status'] = 'READY',
): WidgetFieldsFragment {
  const videoId = `video-${id}`;
  return {
    id,
    createdAt: '2026-10-05T09:00:00.000Z',
    updatedAt,
    groupId: acmeGroup.id,
    title,
    type,
    status,
    videoId,
    mediaCollectionId: null,
    imageCollectionId: null,
    virtualVideoId: null,
    video: {
      id: videoId,
      title: `${title} video`,
      thumbnailUrl: hue === null ? null : thumbnail(hue),
      source: 'UPLOAD',
    },
    imageCollection: null,
    virtualVideo: null,
    mediaCollection: null,
  };
}

/** Four layouts in no particular order; the dashboard shows the three updated last. */
export const dashboardWidgets: WidgetFieldsFragment[] = [
  widget('widget-spring', 'Spring Lookbook', '2026-11-02T10:00:00.000Z', 'PORTRAIT', 200),
  widget('widget-hero', 'Homepage Hero', '2026-11-18T16:30:00.000Z', 'LANDSCAPE', 30),
  widget('widget-old', 'Summer Sale', '2026-10-10T10:00:00.000Z', 'GRID', 120),
  widget(
    'widget-draft',
    'Gift Guide',
    '2026-11-19T08:15:00.000Z',
    'PORTRAIT_CAROUSEL',
    null,
    'DRAFT',
  ),
];

const withPlan = (group: GroupFieldsFragment, planHistory: GroupFieldsFragment['planHistory']) => ({
  ...group,
  planHistory,
});

/** Acme on the Standard plan: every dashboard tile is open. */
export const standardMerchant: CurrentUser = {
  ...signedInMerchant,
  groups: [withPlan(acmeGroup, [standardPlanEntry])],
  currentGroup: withPlan(acmeGroup, [standardPlanEntry]),
};

/** Acme on the Free plan: paid and feature-gated tiles are locked, the preview too. */
export const freeMerchant: CurrentUser = {
  ...signedInMerchant,
  groups: [acmeGroup],
  currentGroup: withPlan(acmeGroup, [
    {
      ...starterPlanEntry,
      id: 'plan-history-free',
      planId: 'free',
      freeTrialDays: 0,
      plan: {
        id: 'free',
        price: 0,
        features: { analytics: false, branding: false, instagram: false },
      },
    },
  ]),
};

/** Acme on Starter (the shared fixture): paid, but without analytics or branding. */
export const starterMerchant: CurrentUser = signedInMerchant;
