import type { Locator } from '@playwright/test';

/**
 * The colour at the centre of a loaded picture, as [r, g, b] (the journeys use single-colour
 * pictures, so this tells which picture is shown where).
 */
export function centreColour(image: Locator): Promise<[number, number, number]> {
  return image.evaluate(async (node) => {
    const img = node as HTMLImageElement;
    if (!img.complete || img.naturalWidth === 0) await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(img, 0, 0);
    const [r, g, b] = context.getImageData(
      Math.floor(canvas.width / 2),
      Math.floor(canvas.height / 2),
      1,
      1,
    ).data;
    return [r ?? 0, g ?? 0, b ?? 0] as [number, number, number];
  });
}

/** Names the dominant primary of a colour: 'red', 'green' or 'blue'. */
export function primaryOf([r, g, b]: [number, number, number]): 'red' | 'green' | 'blue' {
  if (r >= g && r >= b) return 'red';
  return g >= b ? 'green' : 'blue';
}
