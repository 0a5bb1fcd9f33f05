import { useDropTarget } from '../dnd/TimelineDnd';
import * as styles from './Timeline.css';
import { cx } from './track-row';

export function Trash() {
  const { setNode: dropNode, status: dropStatus } = useDropTarget({ type: 'trash' });
  return (
    <div
      ref={dropNode}
      role="group"
      aria-label="Trash"
      className={cx(styles.trash, styles.dropStatus[dropStatus])}
    >
      {dropStatus === 'idle' ? 'Trash' : 'Drop here to remove'}
    </div>
  );
}
