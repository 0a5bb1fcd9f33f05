// Public API of @vendy/player/react: the React binding over the framework-free core. Components
// only subscribe to the core's stores and send it requests (see README.md).
export { Player } from './Player';
export type { PlayerProps } from './Player';
export { Controls } from './Controls';
export type { ControlsProps } from './Controls';
export { ShopOverlay } from './ShopOverlay';
export type { ShopOverlayProps } from './ShopOverlay';
export { ProductCard } from './ProductCard';
export type { ProductCardProps } from './ProductCard';
export { useMediaState, usePlayer, useStoreState } from './hooks';
