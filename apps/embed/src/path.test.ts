import { describe, expect, it } from 'vitest';
import { parseEmbedPath } from './path';

describe('parseEmbedPath', () => {
  it('reads a layout id', () => {
    expect(parseEmbedPath('/embed/abc-123')).toEqual({ kind: 'widget', id: 'abc-123' });
    expect(parseEmbedPath('/embed/abc-123/')).toEqual({ kind: 'widget', id: 'abc-123' });
  });
  it('reads an Instagram feed id from ig/{id}', () => {
    expect(parseEmbedPath('/embed/ig/feed_1')).toEqual({ kind: 'instagram-feed', id: 'feed_1' });
  });
  it('reads the feed editor preview of a draft from ig/draft', () => {
    expect(parseEmbedPath('/embed/ig/draft')).toEqual({ kind: 'instagram-feed-draft' });
    expect(parseEmbedPath('/embed/ig/draft/')).toEqual({ kind: 'instagram-feed-draft' });
    expect(parseEmbedPath('/embed/ig/draft/x')).toBeNull();
  });
  it('reads a slider page item id from slider/{id}', () => {
    expect(parseEmbedPath('/embed/slider/item-1')).toEqual({ kind: 'slider-item', id: 'item-1' });
    expect(parseEmbedPath('/embed/slider')).toBeNull();
    expect(parseEmbedPath('/embed/slider/a/b')).toBeNull();
    expect(parseEmbedPath('/embed/slider/%3Cscript%3E')).toBeNull();
  });
  it('refuses paths that are not an embed or carry unsafe ids', () => {
    expect(parseEmbedPath('/login')).toBeNull();
    expect(parseEmbedPath('/embed')).toBeNull();
    expect(parseEmbedPath('/embed/ig')).toBeNull();
    expect(parseEmbedPath('/embed/a/b')).toBeNull();
    expect(parseEmbedPath('/embed/%3Cscript%3E')).toBeNull();
    expect(parseEmbedPath(`/embed/${'x'.repeat(65)}`)).toBeNull();
  });
});
