export { ShopOverlay } from './ShopOverlay';
export type { ShopOverlayProps } from './ShopOverlay';
