// Fixtures of the Instagram pages: fixed dates (screenshots never move) and pictures drawn as
// inline SVG, so stories show posts without any network.
import type { InstagramAccount, InstagramMedia } from './instagramActions';

export function picture(label: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" ` +
    `font-family="sans-serif" font-size="36" fill="#ffffff">${label}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** A video address that needs no network (the player shows the poster). */
const VIDEO_URL = 'data:video/mp4;base64,AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDE=';

export const instagramAccount: InstagramAccount = {
  id: 'ig-account-1',
  createdAt: '2026-10-01T10:00:00.000Z',
  accountName: 'acme.outfitters',
  groupId: 'group-acme',
  lastSyncedAt: '2026-11-19T08:00:00.000Z',
};

export const neverSynced: InstagramAccount = { ...instagramAccount, lastSyncedAt: null };

/** What syncInstagramAccount answers: the same account, synced a day later. */
export const syncedAccount: InstagramAccount = {
  ...instagramAccount,
  lastSyncedAt: '2026-11-20T11:30:00.000Z',
};

let rank = 0;
function media(
  externalId: string,
  mediaType: InstagramMedia['mediaType'],
  postedAt: string,
  extra: Partial<InstagramMedia> = {},
): InstagramMedia {
  return {
    id: `media-${externalId}`,
    createdAt: '2026-11-19T08:00:00.000Z',
    externalId,
    mediaType,
    mediaUrl: null,
    postedAt,
    thumbnailUrl: null,
    caption: null,
    mediaExpires: null,
    thumbnailExpires: null,
    parentMediaExternalId: null,
    rank: rank++,
    ...extra,
  };
}

const image = (externalId: string, label: string, colour: string, extra: Partial<InstagramMedia>) =>
  media(externalId, 'IMAGE', extra.postedAt ?? '2026-11-18T12:00:00.000Z', {
    mediaUrl: picture(label, colour),
    thumbnailUrl: picture(label, colour),
    ...extra,
  });

export const picturePost = image('ig-101', 'Linen shirt', '#00695c', {
  postedAt: '2026-11-18T12:00:00.000Z',
  caption: 'Our linen shirt is back in three new colours. #summer',
});

export const videoPost = media('ig-102', 'VIDEO', '2026-11-16T12:00:00.000Z', {
  mediaUrl: VIDEO_URL,
  thumbnailUrl: picture('Reel', '#4527a0'),
  caption: 'Behind the scenes at the autumn shoot.',
});

export const albumPost = media('ig-103', 'CAROUSEL_ALBUM', '2026-11-14T12:00:00.000Z', {
  // Instagram gives an album no picture of its own: the grid shows its first child's.
  caption: 'Three ways to wear the field jacket.',
});

export const albumChildren: InstagramMedia[] = [
  image('ig-103-1', 'Look 1', '#ad1457', { parentMediaExternalId: 'ig-103' }),
  media('ig-103-2', 'VIDEO', '2026-11-14T12:00:00.000Z', {
    parentMediaExternalId: 'ig-103',
    mediaUrl: VIDEO_URL,
    thumbnailUrl: picture('Look 2', '#283593'),
  }),
  image('ig-103-3', 'Look 3', '#ef6c00', { parentMediaExternalId: 'ig-103' }),
];

export const quietPost = image('ig-104', 'Studio', '#37474f', {
  postedAt: '2026-11-10T12:00:00.000Z',
});

/** getInstagramMedia's answer: every post, each followed by its carousel children. */
export const instagramMedia: InstagramMedia[] = [
  picturePost,
  videoPost,
  albumPost,
  ...albumChildren,
  quietPost,
];

/** After a sync: one more post at the top. */
export const newPost = image('ig-105', 'New in', '#2e7d32', {
  postedAt: '2026-11-20T09:00:00.000Z',
  caption: 'Fresh from the sync.',
});
export const syncedMedia: InstagramMedia[] = [newPost, ...instagramMedia];

/** The message of a broken connection, exactly as the server sends it. */
export const CONNECTION_ERROR = JSON.stringify({
  type: 'InstagramConnectionError',
  message: 'Unable to connect to Instagram account.',
});
