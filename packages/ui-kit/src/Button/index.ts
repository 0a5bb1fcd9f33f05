export { Button, ButtonContext } from './Button';
export type { ButtonProps, ButtonContent } from './Button';
export { LinkButton } from './LinkButton';
export type { LinkButtonProps } from './LinkButton';
export type { ButtonVariants } from './Button.css';
