import { describe, expect, it } from 'vitest';
import { FEED_ID, INSTAGRAM_CDN, POST_IDS, sampleFeed } from './fixtures';
import { feedPosts, isOwnPicture, postLabel, profileUrl } from './posts';

describe('feedPosts', () => {
  it('orders the posts by rank and gives an album its children in their order', () => {
    const feed = sampleFeed();
    // The server lists children after the posts; shuffled here to prove the order is by rank.
    const posts = feedPosts({ media: [...feed.media].reverse() });
    expect(posts.map((p) => p.id)).toEqual([...POST_IDS]);
    expect(posts.map((p) => p.slides.length)).toEqual([1, 3, 1, 1]);
    expect(posts[1]!.slides.map((s) => s.id)).toEqual([
      '31000000-0000-4000-8000-000000000001',
      '31000000-0000-4000-8000-000000000002',
      '31000000-0000-4000-8000-000000000003',
    ]);
    expect(posts[2]!.slides[0]).toMatchObject({
      kind: 'video',
      videoUrl: `${INSTAGRAM_CDN}/v/ig-3.mp4`,
    });
    expect(FEED_ID).toBe(feed.feed.id);
  });

  it('shows a video whose file is not ready as its cover', () => {
    const media = sampleFeed().media.map((m) =>
      m.mediaType === 'VIDEO' ? { ...m, mediaUrl: null } : m,
    );
    const posts = feedPosts({ media });
    expect(posts.map((p) => p.id)).toEqual(POST_IDS.slice(0, 4));
    expect(posts[2]!.slides).toEqual([
      expect.objectContaining({ kind: 'image', videoUrl: null, pictureUrl: expect.any(String) }),
    ]);
  });

  it('leaves out a video with neither file nor cover, and an album with nothing in it', () => {
    const feed = sampleFeed();
    const media = feed.media
      .filter((m) => m.parentMediaExternalId !== 'ig-2')
      .map((m) => (m.mediaType === 'VIDEO' ? { ...m, mediaUrl: null, thumbnailUrl: null } : m));
    expect(feedPosts({ media }).map((p) => p.id)).toEqual([POST_IDS[0], POST_IDS[3]]);
  });
});

describe('helpers', () => {
  it('tells our own pictures from another host', () => {
    const origin = 'https://vendy.example.test';
    expect(isOwnPicture(`${origin}/media/a.jpg`, origin)).toBe(true);
    expect(isOwnPicture('/media/a.jpg', origin)).toBe(true);
    expect(isOwnPicture('data:image/svg+xml,x', origin)).toBe(true);
    expect(isOwnPicture(`${INSTAGRAM_CDN}/p/a.jpg`, origin)).toBe(false);
    expect(isOwnPicture(null, origin)).toBe(false);
    // Our copies on the media host (storage behind a CDN), under the feed group's folder.
    const copy = 'https://media.example-cdn.test/groups/g-1/instagram/ig-1.jpg';
    expect(isOwnPicture(copy, origin, 'g-1')).toBe(true);
    expect(isOwnPicture(copy, origin, 'g-2')).toBe(false);
    expect(isOwnPicture(copy, origin)).toBe(false);
  });

  it('names a post by its caption, or by its number', () => {
    const [first] = feedPosts(sampleFeed());
    expect(postLabel(first!, 0)).toBe('New linen shirts, made for the heat.');
    expect(postLabel({ ...first!, caption: '' }, 4)).toBe('Post 5');
    expect(profileUrl('vendy.shop')).toBe('https://www.instagram.com/vendy.shop/');
  });
});
