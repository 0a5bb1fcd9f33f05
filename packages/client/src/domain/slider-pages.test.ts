import { describe, expect, it } from 'vitest';
import { sliderPagePath } from './slider-pages';

describe('sliderPagePath', () => {
  it('prefixes the slug with the group handle under /pages/', () => {
    expect(sliderPagePath('acme-shoes', 'summer-sale')).toBe('/pages/acme-shoes/summer-sale');
  });
  it('is null while the group has no handle', () => {
    expect(sliderPagePath(null, 'summer-sale')).toBeNull();
    expect(sliderPagePath('', 'summer-sale')).toBeNull();
  });
});
