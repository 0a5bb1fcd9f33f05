import { FEED_DRAFT_SEGMENT } from '@vendy/client/domain';

export type EmbedTarget =
  | { kind: 'widget'; id: string }
  | { kind: 'instagram-feed'; id: string }
  /** /embed/ig/draft: the feed editor's live preview of an unsaved feed (preview mode only). */
  | { kind: 'instagram-feed-draft' }
  /** /embed/slider/{sliderItemId}: one item of a public slider page, played as a layout. */
  | { kind: 'slider-item'; id: string };

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads the embed target from the frame's path: /embed/{widgetId}, /embed/ig/{feedId},
 * /embed/ig/draft (feed ids are UUIDs, so 'draft' never names a feed) or
 * /embed/slider/{sliderItemId}.
 */
export function parseEmbedPath(pathname: string): EmbedTarget | null {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean);
  if (parts[0] !== 'embed') return null;
  if (parts[1] === 'ig') {
    // 'ig' is reserved for feeds: /embed/ig alone names nothing.
    if (parts.length === 3 && parts[2] === FEED_DRAFT_SEGMENT)
      return { kind: 'instagram-feed-draft' };
    return parts.length === 3 && ID.test(parts[2] ?? '')
      ? { kind: 'instagram-feed', id: parts[2] as string }
      : null;
  }
  if (parts[1] === 'slider') {
    return parts.length === 3 && ID.test(parts[2] ?? '')
      ? { kind: 'slider-item', id: parts[2] as string }
      : null;
  }
  if (parts.length === 2 && ID.test(parts[1] ?? ''))
    return { kind: 'widget', id: parts[1] as string };
  return null;
}
