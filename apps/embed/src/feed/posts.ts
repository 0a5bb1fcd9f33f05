// From getEmbeddedInstagramFeed's answer to what the feed viewer shows: the posts newest first
// (by rank), each with its slides (a carousel album's children in their rank order, otherwise the
// post itself). Pure.
import type { InstagramMediaFieldsFragment } from '@vendy/client/generated';
import type { EmbeddedFeed } from '../runtime/data';

export type FeedMedia = InstagramMediaFieldsFragment;

export interface FeedSlide {
  /** The media's id (the post's own for a single image or video). */
  id: string;
  kind: 'image' | 'video';
  /** The picture: an image, or a video's cover (our stored copy once synced); null when none. */
  pictureUrl: string | null;
  /** A video's file (Instagram's address until feeds' videos are transcoded); null for images. */
  videoUrl: string | null;
}

export interface FeedPost {
  /** InstagramMedia.id: what per-post placements name (instagramMediaId). */
  id: string;
  externalId: string;
  mediaType: FeedMedia['mediaType'];
  caption: string;
  postedAt: string;
  /** At least one: an album without children shows its own picture. */
  slides: FeedSlide[];
}

function slideOf(media: FeedMedia): FeedSlide {
  const video = media.mediaType === 'VIDEO';
  return {
    id: media.id,
    kind: video ? 'video' : 'image',
    // An image's file is its picture; a video's picture is its cover.
    pictureUrl: video ? media.thumbnailUrl : (media.thumbnailUrl ?? media.mediaUrl),
    videoUrl: video ? media.mediaUrl : null,
  };
}

/**
 * The feed's posts in display order; a video without a file shows its cover, and one without a
 * cover either, like an empty album, is left out.
 */
export function feedPosts(feed: Pick<EmbeddedFeed, 'media'>): FeedPost[] {
  const children = new Map<string, FeedMedia[]>();
  const posts: FeedMedia[] = [];
  for (const media of feed.media) {
    if (media.parentMediaExternalId) {
      const list = children.get(media.parentMediaExternalId) ?? [];
      list.push(media);
      children.set(media.parentMediaExternalId, list);
    } else {
      posts.push(media);
    }
  }
  const byRank = (a: FeedMedia, b: FeedMedia) => a.rank - b.rank;
  return posts.sort(byRank).flatMap((post): FeedPost[] => {
    const own = (children.get(post.externalId) ?? []).sort(byRank).map(slideOf);
    const slides =
      post.mediaType === 'CAROUSEL_ALBUM'
        ? own.length > 0
          ? own
          : post.thumbnailUrl || post.mediaUrl
            ? [{ ...slideOf(post), kind: 'image' as const }]
            : []
        : [slideOf(post)];
    // A video whose file is not ready (its copy on our host is still being made) shows its cover:
    // the post stays in the feed, with its products, and plays once the copy is there.
    const playable = slides
      .map((slide) =>
        slide.kind === 'video' && !slide.videoUrl && slide.pictureUrl
          ? { ...slide, kind: 'image' as const }
          : slide,
      )
      .filter((slide) => slide.kind === 'image' || slide.videoUrl);
    if (playable.length === 0) return [];
    return [
      {
        id: post.id,
        externalId: post.externalId,
        mediaType: post.mediaType,
        caption: post.caption?.trim() ?? '',
        postedAt: post.postedAt,
        slides: playable,
      },
    ];
  });
}

/** The address of an Instagram profile. */
export const profileUrl = (handle: string) =>
  `https://www.instagram.com/${encodeURIComponent(handle)}/`;

/**
 * Whether a picture may load before the shopper clicks: our own copies and inline pictures. A
 * copy is on the frame's origin, or on the media host (storage behind a CDN) under the group's
 * folder of copies (`groups/{groupId}/instagram/`). A picture whose copy failed keeps Instagram's
 * address: it shows only after a click.
 */
export function isOwnPicture(
  url: string | null,
  origin: string,
  groupId: string | null = null,
): url is string {
  if (!url) return false;
  if (url.startsWith('data:')) return true;
  try {
    const parsed = new URL(url, origin);
    if (parsed.origin === origin) return true;
    return (
      groupId !== null &&
      parsed.protocol === 'https:' &&
      parsed.pathname.includes(`/groups/${groupId}/instagram/`)
    );
  } catch {
    return false;
  }
}

/** A short name for a post, for labels: its caption's first line (clipped), else 'Post n'. */
export function postLabel(post: FeedPost, index: number): string {
  const first = post.caption.split('\n')[0]?.trim() ?? '';
  if (!first) return `Post ${index + 1}`;
  return first.length > 60 ? `${first.slice(0, 57).trimEnd()}…` : first;
}
