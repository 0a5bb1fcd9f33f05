// The posts grid's model: getInstagramMedia answers every post (parentMediaExternalId null), each
// followed by its carousel children; the grid shows posts only, and the viewer an album's children.
import type { InstagramMedia } from './instagramActions';

export interface InstagramPost {
  media: InstagramMedia;
  /** A CAROUSEL_ALBUM's pictures and videos, in order; empty for other posts. */
  children: readonly InstagramMedia[];
}

/** Groups the server's list into posts with their children (a child whose post is missing is dropped). */
export function groupPosts(list: readonly InstagramMedia[]): InstagramPost[] {
  const posts: Array<{ media: InstagramMedia; children: InstagramMedia[] }> = [];
  const byExternalId = new Map<string, InstagramMedia[]>();
  for (const item of list) {
    if (item.parentMediaExternalId === null) {
      const children: InstagramMedia[] = [];
      posts.push({ media: item, children });
      byExternalId.set(item.externalId, children);
    } else {
      byExternalId.get(item.parentMediaExternalId)?.push(item);
    }
  }
  return posts;
}

/** The picture a post shows in the grid: its thumbnail, or an album's first child's. */
export function postThumbnail({ media, children }: InstagramPost): string | null {
  if (media.mediaType === 'CAROUSEL_ALBUM') return children[0]?.thumbnailUrl ?? media.thumbnailUrl;
  return media.thumbnailUrl;
}

/** What the viewer shows one after another: an album's children, otherwise the post itself. */
export const postSlides = ({ media, children }: InstagramPost): readonly InstagramMedia[] =>
  media.mediaType === 'CAROUSEL_ALBUM' && children.length > 0 ? children : [media];

export const KIND_LABELS: Record<InstagramMedia['mediaType'], string> = {
  IMAGE: 'Picture',
  VIDEO: 'Video',
  CAROUSEL_ALBUM: 'Album',
};

/** The date and time a post was made or the account last synced, in the viewer's time zone. */
export function formatDateTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(date)
    .replace(',', '');
}
