export { createIcon } from './createIcon';
export type { IconProps, IconComponent } from './createIcon';
export * from './icons';
export { Logo } from './Logo';
export type { LogoProps } from './Logo';
