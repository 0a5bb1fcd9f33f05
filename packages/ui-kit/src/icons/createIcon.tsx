import type { ReactNode, SVGProps } from 'react';

export interface IconProps extends Omit<
  SVGProps<SVGSVGElement>,
  'children' | 'aria-hidden' | 'viewBox'
> {
  /** Width and height. Defaults to 1.25em so an icon follows the font size of its control. */
  size?: number | string;
}

export type IconComponent = ((props: IconProps) => ReactNode) & { displayName: string };

/**
 * Icons are decoration: the control that holds one carries the accessible name (a visible label
 * or aria-label), so every icon is hidden from assistive technology and never takes focus.
 */
export function createIcon(displayName: string, shapes: ReactNode): IconComponent {
  function Icon({ size = '1.25em', ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        {...props}
        aria-hidden="true"
      >
        {shapes}
      </svg>
    );
  }
  Icon.displayName = displayName;
  return Icon;
}
