import { describe, expect, it } from 'vitest';
import { previewSources } from './editorData';
import { editedVideo, editorAnswers } from './fixtures';

const lists = {
  videos: [],
  audios: [],
  imageCollections: [],
  products: editorAnswers.getProducts,
  productCollections: [],
  affiliateLinks: [],
};

describe('previewSources', () => {
  it('finds a segment’s video address in the loaded shoppable video', () => {
    const { media } = previewSources(editedVideo, lists);
    const video = editedVideo.segments[0]!.video!;
    expect(
      media.video({
        kind: 'video',
        id: video.id,
        title: video.title,
        duration: video.duration,
        status: video.status,
        thumbnailUrl: null,
        source: video.source,
      }),
    ).toMatchObject({ id: video.id, url: video.url });
  });

  it('leaves out media it cannot find and offers the group’s products to banners', () => {
    const { media, shopData } = previewSources(editedVideo, lists);
    expect(media.audio({ id: 'gone', title: 'Gone', duration: 3, loop: false })).toBeNull();
    expect(shopData.products).toBe(editorAnswers.getProducts);
  });
});
