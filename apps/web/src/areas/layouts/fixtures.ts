// Fixtures of the layouts screens: fixed dates (screenshots never move) and pictures drawn as
// inline SVG, so stories show thumbnails without any network.
import type { LayoutType } from '@vendy/client/domain';
import { acmeGroup } from '../../mocks/fixtures';
import { pictureUrl } from '../videos/fixtures';
import type { Layout, VirtualVideoSummary } from './layoutModel';

export const virtualVideo = (id: string, title: string, colour: string): VirtualVideoSummary => ({
  id,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  title,
  segments: [
    {
      id: `${id}-segment`,
      rank: 0,
      videoId: `${id}-video`,
      imageCollectionId: null,
      video: {
        id: `${id}-video`,
        title,
        thumbnailUrl: pictureUrl(title, colour, 180, 320),
        status: 'READY',
      },
      imageCollection: null,
    },
  ],
});

export const jacket = virtualVideo('vv-jacket', 'Rain jacket close-up', '#37474f');
export const boots = virtualVideo('vv-boots', 'Hiking boots', '#5d4037');
export const scarf = virtualVideo('vv-scarf', 'Wool scarf', '#1565c0');

interface LayoutOptions {
  type?: LayoutType;
  status?: Layout['status'];
  createdAt?: string;
  updatedAt?: string;
  single?: VirtualVideoSummary | null;
  items?: readonly VirtualVideoSummary[];
}

export function layout(id: string, title: string, options: LayoutOptions = {}): Layout {
  const { type = 'PORTRAIT', status = 'READY', single = null, items } = options;
  const createdAt = options.createdAt ?? '2026-10-05T09:00:00.000Z';
  return {
    id,
    createdAt,
    updatedAt: options.updatedAt ?? createdAt,
    groupId: acmeGroup.id,
    title,
    type,
    status,
    videoId: null,
    mediaCollectionId: items ? `${id}-collection` : null,
    imageCollectionId: null,
    virtualVideoId: single?.id ?? null,
    video: null,
    imageCollection: null,
    virtualVideo: single,
    mediaCollection: items
      ? {
          id: `${id}-collection`,
          title: `${title} Collection`,
          thumbnailUrl: null,
          items: items.map((vv, rank) => ({
            rank,
            virtualVideoId: vv.id,
            videoId: null,
            imageCollectionId: null,
            virtualVideo: vv,
          })),
        }
      : null,
  };
}

export const heroLayout = layout('layout-hero', 'Homepage Hero', {
  type: 'LANDSCAPE',
  single: jacket,
  createdAt: '2026-10-01T10:00:00.000Z',
  updatedAt: '2026-11-18T16:30:00.000Z',
});

export const springLayout = layout('layout-spring', 'Spring Lookbook', {
  type: 'PORTRAIT_CAROUSEL',
  items: [jacket, boots, scarf],
  createdAt: '2026-11-02T10:00:00.000Z',
  updatedAt: '2026-11-10T10:00:00.000Z',
});

export const draftLayout = layout('layout-draft', 'gift guide', {
  type: 'PORTRAIT',
  status: 'DRAFT',
  createdAt: '2026-11-15T08:15:00.000Z',
  updatedAt: '2026-11-15T08:15:00.000Z',
});

export const draftCarousel = layout('layout-draft-carousel', 'Winter picks', {
  type: 'GRID',
  status: 'DRAFT',
  items: [boots, scarf],
  createdAt: '2026-11-16T08:15:00.000Z',
});

export const draftWithVideo = layout('layout-draft-video', 'Summer sale', {
  type: 'PORTRAIT',
  status: 'DRAFT',
  single: boots,
  createdAt: '2026-11-17T08:15:00.000Z',
});

/** Three layouts: a finished single video, a finished carousel and a draft. */
export const layouts: Layout[] = [heroLayout, springLayout, draftLayout];

/** Enough layouts for several pages (12 at 10 per page). */
export const manyLayouts: Layout[] = Array.from({ length: 12 }, (_, i) =>
  layout(`layout-${i + 1}`, `Layout ${i + 1}`, {
    single: i % 2 ? jacket : boots,
    createdAt: `2026-09-${String(i + 1).padStart(2, '0')}T10:00:00.000Z`,
  }),
);

export const TEST_HOST = 'https://app.vendy.test';

/** The preview frame in stories: the embed's address, shown by a document of its own. */
export const storyPreviewFrame = (layoutId: string) => ({
  src: `/embed/${encodeURIComponent(layoutId)}?preview=1`,
  srcDoc:
    '<!doctype html><html lang="en"><title>Layout</title><body style="margin:0;display:grid;place-items:center;height:100vh;font:16px sans-serif;color:#333;background:#f4f6f8">Embedded layout</body></html>',
});
