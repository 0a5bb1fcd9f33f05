// What the Brand Management preview shows in the player's overlay: two products of a made-up
// store, pictured inline so the preview asks nothing of the network.
import type { Banner, Placement, PlayerProduct } from '@vendy/player';

function picture(label: string, background: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">` +
    `<rect width="100%" height="100%" fill="${background}"/>` +
    `<circle cx="300" cy="100" r="70" fill="#ffffff" opacity="0.18"/>` +
    `<text x="50%" y="55%" fill="#ffffff" font-family="sans-serif" font-size="44" text-anchor="middle">${label}</text>` +
    '</svg>';
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const variant = (id: number, size: string, price: number) => ({
  id: `preview-variant-${id}`,
  title: size,
  price,
  imageUrl: null,
  thumbnailUrl: null,
  selectedOptions: [{ name: 'Size', value: size }],
});

const jacket: PlayerProduct = {
  id: 'preview-jacket',
  title: 'Field jacket',
  vendor: 'Your store',
  productType: 'Jackets',
  price: 129,
  imageUrl: picture('Jacket', '#3d5a40'),
  thumbnailUrl: picture('Jacket', '#3d5a40'),
  images: [],
  variants: [variant(1, 'S', 129), variant(2, 'M', 129), variant(3, 'L', 129)],
};

const tote: PlayerProduct = {
  id: 'preview-tote',
  title: 'Canvas tote bag',
  vendor: 'Your store',
  productType: 'Bags',
  price: 25,
  imageUrl: picture('Tote', '#8e4a1c'),
  thumbnailUrl: picture('Tote', '#8e4a1c'),
  images: [],
  variants: [variant(4, 'One size', 25)],
};

const banner = (product: PlayerProduct, index: number): Banner => ({
  key: `preview-${product.id}`,
  startTime: index,
  adType: 'banner',
  label: product.title,
  item: { kind: 'product', product },
});

export const PREVIEW_PLACEMENT: Placement = {
  experimentId: null,
  strategyId: null,
  banners: [banner(jacket, 0), banner(tote, 1)],
  storeDomain: null,
};
