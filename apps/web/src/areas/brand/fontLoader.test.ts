import { describe, expect, it } from 'vitest';
import { BRAND_FONTS, FONT_LOAD_CONCURRENCY, fontName } from '@vendy/client/domain';
import { createFontLoader, loadFontFromServer } from './fontLoader';

describe('createFontLoader', () => {
  it('loads at most FONT_LOAD_CONCURRENCY fonts at once, each name once', async () => {
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    let inFlight = 0;
    let most = 0;
    const load = createFontLoader(
      (name) =>
        new Promise<void>((resolve) => {
          started.push(name);
          most = Math.max(most, ++inFlight);
          finish.set(name, () => {
            inFlight--;
            resolve();
          });
        }),
    );
    const names = BRAND_FONTS.map((font) => fontName(font.id, 'n4'));
    expect(names).toHaveLength(13);
    let settled = false;
    const done = load([...names, names[0]!]).then(() => {
      settled = true;
    });
    // A second request for the same fonts shares the loads under way.
    void load(names.slice(0, 2));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(names.slice(0, FONT_LOAD_CONCURRENCY));

    for (const name of names.slice(0, 3)) finish.get(name)!();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(names);
    expect(settled).toBe(false);
    for (const name of names.slice(3)) finish.get(name)!();
    await done;
    expect(most).toBe(FONT_LOAD_CONCURRENCY);
    expect(started).toEqual(names);
  });

  it('counts a failed font as done', async () => {
    const load = createFontLoader(() => Promise.reject(new Error('offline')));
    await expect(load(['roboto-n4'])).resolves.toBeUndefined();
  });
});

describe('loadFontFromServer', () => {
  it('asks nothing for a font that is not offered', async () => {
    await loadFontFromServer('comic-sans-n4');
    expect(document.head.querySelector('link[data-brand-font]')).toBeNull();
  });
});
