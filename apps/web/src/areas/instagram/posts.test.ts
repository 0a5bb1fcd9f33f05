// The posts grid's model: posts only, each with its carousel children, and the picture it shows.
import { describe, expect, it } from 'vitest';
import { albumChildren, albumPost, instagramMedia, picturePost, videoPost } from './fixtures';
import { groupPosts, postSlides, postThumbnail } from './posts';

describe('groupPosts', () => {
  it('keeps the posts in order and gives each album its children', () => {
    const posts = groupPosts(instagramMedia);
    expect(posts.map((p) => p.media.externalId)).toEqual(['ig-101', 'ig-102', 'ig-103', 'ig-104']);
    expect(posts[2]!.children.map((c) => c.externalId)).toEqual([
      'ig-103-1',
      'ig-103-2',
      'ig-103-3',
    ]);
    expect(posts[0]!.children).toEqual([]);
  });

  it('drops a child whose post is not in the list', () => {
    expect(groupPosts([picturePost, ...albumChildren])).toEqual([
      { media: picturePost, children: [] },
    ]);
  });
});

describe('postThumbnail and postSlides', () => {
  const [picture, video, album] = groupPosts(instagramMedia);

  it("shows a post's own thumbnail, or an album's first child's", () => {
    expect(postThumbnail(picture!)).toBe(picturePost.thumbnailUrl);
    expect(postThumbnail(video!)).toBe(videoPost.thumbnailUrl);
    expect(albumPost.thumbnailUrl).toBeNull();
    expect(postThumbnail(album!)).toBe(albumChildren[0]!.thumbnailUrl);
  });

  it("steps through an album's children, and shows any other post on its own", () => {
    expect(postSlides(album!)).toEqual(albumChildren);
    expect(postSlides(video!)).toEqual([videoPost]);
  });
});
