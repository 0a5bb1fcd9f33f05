import { describe, expect, it } from 'vitest';
import { readFeedPreviewDraft } from '@vendy/client/domain';
import { resolvePlacement } from '@vendy/player';
import {
  canvasTote,
  collections,
  competingExperiment,
  fieldJacket,
  linenShirt,
  previewContext,
  products,
  summerFeed,
} from './feedFixtures';
import { feedDraftOf } from './feedModel';
import { feedPreviewDraft } from './feedPreviewDraft';
import { instagramMedia, picturePost, videoPost } from './fixtures';

const draft = feedDraftOf(summerFeed, competingExperiment);
const preview = (placement = draft.placements[0]!, media = instagramMedia) =>
  feedPreviewDraft({
    ...previewContext,
    draft,
    placement,
    media,
    products,
    collections,
    postId: videoPost.id,
  });
const titles = (message: ReturnType<typeof preview>, postId: string) =>
  resolvePlacement(message.experiment, { instagramMediaId: postId, viewerRange: 99 }).banners.map(
    (b) => b.label,
  );

describe('feedPreviewDraft', () => {
  it('is a draft message the frame accepts: the feed, its posts, the handle and the opened post', () => {
    const message = preview();
    expect(readFeedPreviewDraft(message)).toBe(message);
    expect(message.feed.feed).toMatchObject({ id: summerFeed.id, title: summerFeed.title });
    expect(message.feed.feed.groupId).toBe(previewContext.groupId);
    expect(message.feed.handle).toBe('acme.outfitters');
    expect(message.feed.media.map((m) => m.id)).toEqual(instagramMedia.map((m) => m.id));
    expect(message.postId).toBe(videoPost.id);
    expect(message.experiment?.shopifyStore).toEqual(previewContext.store);
  });

  it('places what the edited placement places, for every viewer, on each post', () => {
    // Placement 1: the shirt on the picture, the jacket on the video, essentials everywhere. The
    // essentials hold the shirt too: a shopper sees it once.
    expect(titles(preview(), picturePost.id)).toEqual([linenShirt.title, canvasTote.title]);
    expect(titles(preview(), videoPost.id)).toEqual([
      fieldJacket.title,
      linenShirt.title,
      canvasTote.title,
    ]);
    // Placement 2 (the competing tab) shows its own products, whatever the viewer's range.
    const second = preview(draft.placements[1]!);
    expect(second.experiment?.experiment?.items).toHaveLength(1);
    expect(titles(second, picturePost.id)).toEqual([canvasTote.title, fieldJacket.title]);
    // Only the products placed are sent.
    expect(second.experiment?.products.map((p) => p.id).sort()).toEqual(
      [canvasTote.id, fieldJacket.id].sort(),
    );
  });

  it('leaves out Instagram’s own addresses (with an expiry), as store pages get the posts', () => {
    const expiring = {
      ...picturePost,
      mediaUrl: 'https://scontent.cdninstagram.com/p.jpg',
      mediaExpires: '2026-12-01T00:00:00.000Z',
    };
    const [first] = preview(draft.placements[0]!, [expiring, videoPost]).feed.media;
    expect(first).toMatchObject({ mediaUrl: null, mediaExpires: null });
    expect(first?.thumbnailUrl).toBe(picturePost.thumbnailUrl);
  });
});
