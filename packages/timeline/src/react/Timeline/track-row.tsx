// What every track row shares: who may edit what, the row's visible label and class joining.
import * as styles from './Timeline.css';

/** What the editor allows: editing media, editing placements, dropping at all. */
export interface Permissions {
  media: boolean;
  placements: boolean;
  drop: boolean;
}

export const cx = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

export function RowLabel({ children }: { children: string }) {
  return (
    <span className={styles.rowLabel} aria-hidden="true">
      {children}
    </span>
  );
}
