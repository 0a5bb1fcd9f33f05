// What the editor shows of a shoppable video: its title and thumbnail, from the group's catalogue
// or, for a video no longer in it, from the saved page's items.
import type { SliderPageFieldsFragment, VirtualVideoFieldsFragment } from '@vendy/client/generated';
import { virtualVideoThumbnail } from '../../layouts/layoutModel';

export interface VideoCard {
  id: string;
  title: string;
  thumbnailUrl: string | null;
}

/** A slider item whose shoppable video was deleted (the public page skips it). */
export const DELETED_VIDEO = 'Deleted video';

export interface VideoLookup {
  card: (virtualVideoId: string) => VideoCard;
  titleOf: (virtualVideoId: string) => string;
}

export const catalogueCard = (video: VirtualVideoFieldsFragment): VideoCard => ({
  id: video.id,
  title: video.title,
  thumbnailUrl: virtualVideoThumbnail(video),
});

export function videoLookup(
  catalogue: readonly VirtualVideoFieldsFragment[],
  page: SliderPageFieldsFragment | null,
): VideoLookup {
  const cards = new Map<string, VideoCard>();
  const stored = page ? [page.featuredSlider, ...page.sliders] : [];
  for (const slider of stored) {
    for (const item of slider?.sliderItems ?? []) {
      if (item.virtualVideo) {
        cards.set(item.virtualVideoId, {
          id: item.virtualVideoId,
          title: item.virtualVideo.title,
          thumbnailUrl: virtualVideoThumbnail(item.virtualVideo),
        });
      }
    }
  }
  for (const video of catalogue) cards.set(video.id, catalogueCard(video));
  const card = (id: string) => cards.get(id) ?? { id, title: DELETED_VIDEO, thumbnailUrl: null };
  return { card, titleOf: (id) => card(id).title };
}

/** Case-insensitive search on titles, trimmed (as the layouts list searches). */
export const matchesTitle = (query: string, title: string) =>
  title.toLowerCase().includes(query.trim().toLowerCase());
