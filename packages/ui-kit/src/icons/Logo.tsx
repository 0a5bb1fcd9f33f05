import type { SVGProps } from 'react';
import { vars } from '../theme/contract.css';
// The kit's theme on :root comes with every kit component ('@vendy/ui-kit/tokens' leaves it out).
import '../theme/global.css';

export interface LogoProps extends Omit<
  SVGProps<SVGSVGElement>,
  'children' | 'viewBox' | 'width' | 'height' | 'role' | 'aria-hidden' | 'aria-label'
> {
  /** Height in pixels; the width follows the wordmark's proportions. */
  height?: number;
  /**
   * Accessible name. Leave it out when the logo sits next to (or inside a link named by) the text
   * 'Vendy', so the name is not read twice; give it when the logo stands alone.
   */
  label?: string;
}

const VIEW_WIDTH = 112;
const VIEW_HEIGHT = 32;

/** The Vendy wordmark: a play mark and the product name, in the current text colour. */
export function Logo({ height = VIEW_HEIGHT, label, ...props }: LogoProps) {
  const a11y = label
    ? ({ role: 'img', 'aria-label': label } as const)
    : ({ 'aria-hidden': true } as const);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${VIEW_WIDTH} ${VIEW_HEIGHT}`}
      height={height}
      width={(height * VIEW_WIDTH) / VIEW_HEIGHT}
      focusable="false"
      {...props}
      {...a11y}
    >
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M8 0h16a8 8 0 0 1 8 8v16a8 8 0 0 1-8 8H8a8 8 0 0 1-8-8V8a8 8 0 0 1 8-8zM12 9v14l11-7z"
      />
      <text
        x="40"
        y="24"
        fill="currentColor"
        style={{ fontFamily: vars.font.heading }}
        fontSize="22"
        fontWeight="700"
        letterSpacing="0.5"
      >
        Vendy
      </text>
    </svg>
  );
}
