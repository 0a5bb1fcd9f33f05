// The Layouts page's header picture: three framed phones and a wide player, drawn inline so the
// page needs no extra request. Decorative.
import * as styles from './layouts.css';

export function HeaderImage() {
  return (
    <svg
      className={styles.banner}
      viewBox="0 0 1200 160"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id="layouts-header-sky" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0393fb" />
          <stop offset="1" stopColor="#5b3cc4" />
        </linearGradient>
      </defs>
      <rect width="1200" height="160" fill="url(#layouts-header-sky)" />
      <g fill="#ffffff" fillOpacity="0.18">
        <rect x="640" y="28" width="200" height="112" rx="10" />
        <rect x="870" y="16" width="70" height="128" rx="10" />
        <rect x="960" y="32" width="70" height="112" rx="10" />
        <rect x="1050" y="16" width="70" height="128" rx="10" />
      </g>
      <g fill="#ffffff" fillOpacity="0.9">
        <path d="M728 70 l28 14 -28 14z" />
        <circle cx="905" cy="120" r="6" />
        <circle cx="995" cy="120" r="6" />
        <circle cx="1085" cy="120" r="6" />
      </g>
    </svg>
  );
}
