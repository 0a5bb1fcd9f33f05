import { describe, expect, it, vi } from 'vitest';
import { FALLBACK_IMAGE, mountFacade } from './facade';

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
});
