import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_IMAGE, POSTER_SIZES, mountFacade } from './facade';

describe('mountFacade', () => {
  it('shows our thumbnail and a labelled play button, and nothing of any provider', () => {
    const container = document.createElement('div');
    const onPlay = vi.fn();
    const remove = mountFacade(container, {
      title: 'Summer lookbook',
      thumbnailUrl: 'https://media.example.test/thumb.jpg',
      onPlay,
    });
    const button = container.querySelector('button')!;
    expect(button.getAttribute('aria-label')).toBe('Play Summer lookbook');
    expect(container.querySelector('img')!.getAttribute('src')).toBe(
      'https://media.example.test/thumb.jpg',
    );
    expect(container.querySelectorAll('iframe, script, video')).toHaveLength(0);
    button.click();
    expect(onPlay).toHaveBeenCalledOnce();
    remove();
    expect(container.childElementCount).toBe(0);
  });

  it('falls back to a neutral picture without a thumbnail', () => {
    const container = document.createElement('div');
    mountFacade(container, { onPlay: () => undefined });
    expect(container.querySelector('img')!.getAttribute('src')).toBe(FALLBACK_IMAGE);
    expect(container.querySelector('button')!.getAttribute('aria-label')).toBe('Play video');
  });

  it('offers the WebP copies by width, with the stored thumbnail as the fallback', () => {
    const container = document.createElement('div');
    mountFacade(container, {
      thumbnailUrl: 'https://media.example.test/v/poster.jpg',
      thumbnailSources: [
        {
          url: 'https://media.example.test/v/poster.jpg.w720.webp',
          width: 720,
          type: 'image/webp',
        },
        {
          url: 'https://media.example.test/v/poster.jpg.w320.webp',
          width: 320,
          type: 'image/webp',
        },
      ],
      onPlay: () => undefined,
    });
    const source = container.querySelector('picture > source')!;
    expect(source.getAttribute('type')).toBe('image/webp');
    expect(source.getAttribute('srcset')).toBe(
      'https://media.example.test/v/poster.jpg.w320.webp 320w, ' +
        'https://media.example.test/v/poster.jpg.w720.webp 720w',
    );
    expect(source.getAttribute('sizes')).toBe(POSTER_SIZES);
    // Neither the <picture> nor its <source> take a place in the facade's grid.
    expect((source as HTMLSourceElement).hidden).toBe(true);
    expect(container.querySelector('picture')!.style.display).toBe('contents');
    const image = container.querySelector('picture > img')!;
    expect(image.getAttribute('src')).toBe('https://media.example.test/v/poster.jpg');
    expect(image.getAttribute('loading')).toBe('lazy');

    // A missing copy gives way to the stored thumbnail, and that to the neutral picture.
    image.dispatchEvent(new Event('error'));
    expect(container.querySelector('source')).toBeNull();
    expect(image.getAttribute('src')).toBe('https://media.example.test/v/poster.jpg');
    image.dispatchEvent(new Event('error'));
    expect(image.getAttribute('src')).toBe(FALLBACK_IMAGE);
  });
});
