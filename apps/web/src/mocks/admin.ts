// Fixtures of the admin screens (users, groups, one group's data and its read-only lists). Fixed
// dates, so stories and screenshots never move; the group of the detail screen is `acmeAdminGroup`.
import type {
  AdminGetGroupDataQuery,
  AdminGroupFieldsFragment,
  AdminResetGroupWebhooksMutation,
  AdminUserFieldsFragment,
  AffiliateLinkFieldsFragment,
  AudioFieldsFragment,
  GroupPlanHistoryFieldsFragment,
  GroupUserFieldsFragment,
  ImageCollectionFieldsFragment,
  ProductCollectionFieldsFragment,
  ProductFieldsFragment,
  UserFieldsFragment,
  VideoFieldsFragment,
  VirtualVideoFieldsFragment,
  WidgetFieldsFragment,
} from '@vendy/client/generated';
import {
  acmeGroup,
  adminUser,
  merchantUser,
  secondGroup,
  standardPlanEntry,
  starterPlanEntry,
} from './fixtures';

const person = (id: string, name: string, email: string, createdAt: string): UserFieldsFragment => {
  const [firstName = '', lastName = ''] = name.split(' ');
  return {
    id,
    firstName,
    lastName,
    email,
    loginProvider: 'EMAIL',
    showGuidedTour: false,
    createdAt,
  };
};

const noah = person('user-noah', 'Noah Nguyen', 'noah@northwind.example', '2026-10-12T07:45:00Z');
const priya = person(
  'user-priya',
  'Priya Patel',
  'Priya.Patel@Example.com',
  '2026-10-20T15:10:00Z',
);
const lucas = person(
  'user-lucas',
  'Lucas Lambert',
  'lucas@lumenhome.example',
  '2026-11-03T11:00:00Z',
);
const zoe = person('user-zoe', 'Zoe Zimmer', 'zoe@zestkitchen.example', '2026-11-10T18:20:00Z');
const omar = person('user-omar', 'Omar Okafor', 'omar@example.com', '2026-11-15T09:05:00Z');

const member = (
  user: UserFieldsFragment,
  group: { id: string; name: string },
  role: GroupUserFieldsFragment['role'],
): GroupUserFieldsFragment => ({
  id: `gu-${group.id}-${user.id}`,
  userId: user.id,
  groupId: group.id,
  role,
  user: { id: user.id, firstName: user.firstName, lastName: user.lastName, email: user.email },
});

const acme = { id: acmeGroup.id, name: acmeGroup.name };
const north = { id: secondGroup.id, name: secondGroup.name };
const lumen = { id: 'group-lumen', name: 'Lumen Home' };
const zest = { id: 'group-zest', name: 'Zest Kitchen' };
const orbit = { id: 'group-orbit', name: 'Orbit Outdoor' };
const fern = { id: 'group-fern', name: 'Fern & Finch' };

const acmeMembers = [
  member(merchantUser, acme, 'OWNER'),
  member(priya, acme, 'USER'),
  member(omar, acme, 'USER'),
];

const cancelledEntry: GroupPlanHistoryFieldsFragment = {
  ...starterPlanEntry,
  id: 'plan-history-zest-2',
  createdAt: '2026-11-14T10:00:00.000Z',
  status: 'CANCELLED',
  freeTrialDays: 0,
};

const requestedEntry: GroupPlanHistoryFieldsFragment = {
  ...standardPlanEntry,
  id: 'plan-history-lumen-1',
  createdAt: '2026-11-18T16:00:00.000Z',
  status: 'REQUESTED',
};

const group = (
  base: { id: string; name: string },
  createdAt: string,
  extra: Partial<AdminGroupFieldsFragment>,
): AdminGroupFieldsFragment => ({
  id: base.id,
  createdAt,
  name: base.name,
  handle: null,
  viewerRole: null,
  shopifyStore: null,
  instagramAccount: null,
  planHistory: [],
  users: [],
  invitations: [],
  ...extra,
});

const store = (base: { id: string; name: string }, storeName: string) => ({
  id: `store-${base.id}`,
  groupId: base.id,
  storeName,
  groupName: base.name,
});

export const acmeAdminGroup: AdminGroupFieldsFragment = {
  ...acmeGroup,
  viewerRole: null,
  instagramAccount: {
    id: 'ig-acme',
    accountName: 'acme.outfitters',
    lastSyncedAt: '2026-11-19T08:00:00.000Z',
  },
  users: acmeMembers,
  invitations: [],
};

export const adminGroups: AdminGroupFieldsFragment[] = [
  acmeAdminGroup,
  group(north, secondGroup.createdAt, {
    users: [member(noah, north, 'OWNER'), member(merchantUser, north, 'USER')],
  }),
  group(lumen, '2026-11-03T11:05:00.000Z', {
    shopifyStore: store(lumen, 'lumen-home.myshopify.com'),
    planHistory: [
      requestedEntry,
      { ...standardPlanEntry, id: 'plan-history-lumen-0', createdAt: '2026-11-04T09:00:00.000Z' },
    ],
    users: [member(lucas, lumen, 'OWNER')],
  }),
  group(zest, '2026-11-10T18:30:00.000Z', {
    shopifyStore: store(zest, 'zest-kitchen.myshopify.com'),
    planHistory: [
      cancelledEntry,
      { ...starterPlanEntry, id: 'plan-history-zest-1', createdAt: '2026-11-11T10:00:00.000Z' },
    ],
    users: [member(zoe, zest, 'OWNER')],
  }),
  group(orbit, '2026-11-15T09:10:00.000Z', { users: [member(omar, orbit, 'OWNER')] }),
  group(fern, '2026-11-16T12:00:00.000Z', {
    shopifyStore: store(fern, 'fern-and-finch.myshopify.com'),
    planHistory: [
      {
        ...starterPlanEntry,
        id: 'plan-history-fern-1',
        createdAt: '2026-11-16T12:30:00.000Z',
        freeTrialDays: 14,
      },
    ],
    users: [member(priya, fern, 'OWNER')],
  }),
];

/** Every user, newest account first as the server lists them, with their groups from `adminGroups`. */
export const adminUsers: AdminUserFieldsFragment[] = [
  omar,
  zoe,
  lucas,
  priya,
  noah,
  merchantUser,
  adminUser,
].map((user) => ({
  user,
  isAdmin: user === adminUser,
  memberships: adminGroups.flatMap((g) =>
    g.users
      .filter((gu) => gu.userId === user.id)
      .map((gu) => ({
        id: gu.id,
        groupId: g.id,
        role: gu.role,
        group: { id: g.id, name: g.name },
      })),
  ),
}));

export const acmeGroupData: AdminGetGroupDataQuery['adminGetGroupData'] = {
  ...acmeAdminGroup,
  history: [
    {
      id: 'h-2',
      userId: merchantUser.id,
      groupId: acme.id,
      eventType: 'STORE_CONNECTED',
      notes: null,
      createdAt: '2026-10-02T08:30:00.000Z',
    },
    {
      id: 'h-1',
      userId: merchantUser.id,
      groupId: acme.id,
      eventType: 'GROUP_CREATED',
      notes: null,
      createdAt: '2026-10-02T08:00:00.000Z',
    },
  ],
};

export const webhookIds: AdminResetGroupWebhooksMutation['adminResetGroupWebhooks'] = {
  ordersCreate: 'gid://shopify/WebhookSubscription/1001',
  appUninstalled: 'gid://shopify/WebhookSubscription/1002',
  cartsCreate: 'gid://shopify/WebhookSubscription/1003',
  cartsUpdate: 'gid://shopify/WebhookSubscription/1004',
};

const product = (
  id: string,
  title: string,
  price: number,
  vendor: string,
  productType: string,
): ProductFieldsFragment => ({
  id,
  alternateId: `gid://shopify/Product/${id.replace(/\D/g, '')}`,
  title,
  description: `${title} from ${vendor}.`,
  descriptionHtml: `<p>${title} from ${vendor}.</p>`,
  price,
  availableForSale: true,
  productType,
  vendor,
  handle: title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
  imageOriginalSrc: null,
  imageUrl: null,
  thumbnailUrl: null,
  variants: [],
  images: [],
});

export const adminProducts: ProductFieldsFragment[] = [
  product('product-1', 'Trail Runner Jacket', 129, 'Acme Outfitters', 'Jackets'),
  product('product-2', 'Merino Beanie', 29.5, 'Acme Outfitters', 'Hats'),
  {
    ...product('product-3', 'Canvas Tote', 45, 'Acme Outfitters', 'Bags'),
    availableForSale: false,
  },
];

export const adminProductCollections: ProductCollectionFieldsFragment[] = [
  {
    id: 'collection-1',
    alternateId: 'gid://shopify/Collection/1',
    title: 'Winter Essentials',
    description: 'Warm layers.',
    handle: 'winter-essentials',
    items: adminProducts.slice(0, 2).map((p) => ({
      productId: p.id,
      product: {
        id: p.id,
        alternateId: p.alternateId,
        title: p.title,
        price: p.price,
        imageUrl: null,
        thumbnailUrl: null,
      },
    })),
  },
];

export const adminAffiliateLinks: AffiliateLinkFieldsFragment[] = [
  {
    id: 'affiliate-1',
    createdAt: '2026-10-05T10:00:00.000Z',
    updatedAt: '2026-10-06T10:00:00.000Z',
    groupId: acme.id,
    title: 'Camp Stove',
    description: null,
    price: 89.99,
    ctaText: 'Shop on Partner',
    url: 'https://partner.example/camp-stove',
    images: [],
  },
];

const video = (
  id: string,
  title: string,
  createdAt: string,
  extra: Partial<VideoFieldsFragment>,
): VideoFieldsFragment => ({
  id,
  createdAt,
  updatedAt: createdAt,
  title,
  description: null,
  url: `https://media.example/${id}/manifest/video.m3u8`,
  duration: 30,
  aspectRatio: 0.5625,
  status: 'READY',
  thumbnailUrl: null,
  externalId: null,
  source: 'UPLOAD',
  sourceId: null,
  loop: false,
  ...extra,
});

export const adminVideos: VideoFieldsFragment[] = [
  video('video-1', 'Jacket in the rain', '2026-10-04T10:00:00.000Z', { duration: 42, loop: true }),
  video('video-2', 'Packing list', '2026-10-08T10:00:00.000Z', {
    url: 'https://www.youtube.com/watch?v=abcdefghijk',
    duration: 185,
    aspectRatio: 1.7778,
    status: 'PROCESSING',
    externalId: 'abcdefghijk',
    source: 'YOUTUBE',
  }),
];

export const adminImageCollections: ImageCollectionFieldsFragment[] = [
  {
    id: 'image-collection-1',
    createdAt: '2026-10-09T10:00:00.000Z',
    updatedAt: '2026-10-09T10:00:00.000Z',
    title: 'Autumn lookbook',
    thumbnailUrl: null,
    source: 'UPLOAD',
    items: [],
  },
];

export const adminAudios: AudioFieldsFragment[] = [
  {
    id: 'audio-1',
    createdAt: '2026-10-10T10:00:00.000Z',
    updatedAt: '2026-10-10T10:00:00.000Z',
    title: 'Upbeat acoustic',
    description: null,
    url: 'https://media.example/audio-1.mp3',
    duration: 95,
    status: 'READY',
    externalId: null,
    loop: false,
  },
];

export const adminVirtualVideos: VirtualVideoFieldsFragment[] = [
  {
    id: 'virtual-video-1',
    createdAt: '2026-10-11T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
    groupId: acme.id,
    title: 'Rainy day picks',
    segments: [],
  },
];

const widget = (
  id: string,
  title: string,
  type: WidgetFieldsFragment['type'],
  status: WidgetFieldsFragment['status'],
  updatedAt: string,
): WidgetFieldsFragment => ({
  id,
  createdAt: '2026-10-12T10:00:00.000Z',
  updatedAt,
  groupId: acme.id,
  title,
  type,
  status,
  videoId: null,
  mediaCollectionId: null,
  imageCollectionId: null,
  virtualVideoId: null,
  video: null,
  imageCollection: null,
  virtualVideo: null,
  mediaCollection: null,
});

export const adminWidgets: WidgetFieldsFragment[] = [
  widget(
    'widget-1',
    'Home page carousel',
    'PORTRAIT_CAROUSEL',
    'READY',
    '2026-11-05T10:00:00.000Z',
  ),
  widget('widget-2', 'Jacket product page', 'PORTRAIT', 'DRAFT', '2026-11-01T10:00:00.000Z'),
];

/** Answers of every read-only list of the group detail screen (for gqlData). */
export const adminGroupListAnswers = {
  adminGetProducts: adminProducts,
  adminGetProductCollections: adminProductCollections,
  adminGetAffiliateLinks: adminAffiliateLinks,
  adminGetVideos: adminVideos,
  adminGetImageCollections: adminImageCollections,
  adminGetAudios: adminAudios,
  adminGetVirtualVideos: adminVirtualVideos,
  adminGetWidgets: adminWidgets,
} as const;
