export { Player } from './Player';
export type { PlayerProps } from './Player';
