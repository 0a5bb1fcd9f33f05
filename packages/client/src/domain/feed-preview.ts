// The feed editor's live preview (doc 2 §2 'Feed editor'): the merchant app frames the real feed
// viewer at FEED_PREVIEW_PATH and sends it the feed as it is being edited, unsaved. The frame says
// when it listens ('feed-preview-ready'); the app then sends each version of the draft. Both sides
// are Vendy on one origin: the frame takes a draft only from its parent on its own origin, and only
// in preview mode (no analytics, no store cart).
import type { GetEmbeddedInstagramFeedQuery, GetExperimentDataQuery } from '../generated/graphql';

/** Where the app frames the viewer for a draft: no feed id (a new feed has none saved yet). */
export const FEED_PREVIEW_PATH = '/embed/ig/draft?preview=1';
/** The path segment after /embed/ig/ that names the draft instead of a saved feed. */
export const FEED_DRAFT_SEGMENT = 'draft';

export type PreviewFeed = Omit<
  GetEmbeddedInstagramFeedQuery['getEmbeddedInstagramFeed'],
  'brandingSettings'
> & {
  /** The group's branding; null shows the defaults. */
  brandingSettings:
    GetEmbeddedInstagramFeedQuery['getEmbeddedInstagramFeed']['brandingSettings'] | null;
};
export type PreviewExperimentData = NonNullable<GetExperimentDataQuery['getExperimentData']>;

export interface FeedPreviewReady {
  type: 'feed-preview-ready';
}

export interface FeedPreviewDraft {
  type: 'feed-preview-draft';
  feed: PreviewFeed;
  /** The placement being edited, as the viewer reads a saved one; null: nothing placed. */
  experiment: PreviewExperimentData | null;
  /** The post to show opened (the one selected in the editor); null: the row of tiles. */
  postId: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isFeedPreviewReady(data: unknown): data is FeedPreviewReady {
  return isObject(data) && data.type === 'feed-preview-ready';
}

/**
 * A draft message, checked for the shape the viewer reads (its parent is our own app, so this is
 * a guard against other scripts' messages and mistakes, not a validation of a stranger's data).
 */
export function readFeedPreviewDraft(data: unknown): FeedPreviewDraft | null {
  if (!isObject(data) || data.type !== 'feed-preview-draft') return null;
  const { feed, experiment, postId } = data;
  if (!isObject(feed) || !isObject(feed.feed) || !Array.isArray(feed.media)) return null;
  if (typeof feed.feed.id !== 'string' || typeof feed.feed.groupId !== 'string') return null;
  if (experiment !== null && (!isObject(experiment) || !Array.isArray(experiment.products))) {
    return null;
  }
  if (postId !== null && typeof postId !== 'string') return null;
  return data as unknown as FeedPreviewDraft;
}
