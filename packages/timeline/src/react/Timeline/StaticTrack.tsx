import { collectionPreview, type StaticCollection, type Strategy } from '../../model';
import type { TimelineCatalog } from '../dnd/catalog';
import { staticLabel } from '../dnd/describe';
import { useDropTarget, useTimelineDnd, useTimelineDraggable } from '../dnd/TimelineDnd';
import * as styles from './Timeline.css';
import { cx, type Permissions } from './track-row';

function StaticCard({
  item,
  index,
  allowed,
  catalog,
}: {
  item: StaticCollection;
  index: number;
  allowed: Permissions;
  catalog: TimelineCatalog | undefined;
}) {
  const { setNode: dropNode, status: dropStatus } = useDropTarget(
    { type: 'staticSlot', index },
    { disabled: !allowed.drop },
  );
  const {
    setNode: dragNode,
    props: dragProps,
    isDragging,
  } = useTimelineDraggable(
    `static:${item.key}`,
    { from: 'timeline', item: { type: 'staticCollection', key: item.key } },
    !allowed.placements,
  );
  const collection =
    item.target.kind === 'productCollection'
      ? catalog?.collection?.(item.target.productCollectionId)
      : undefined;
  const preview = collectionPreview(collection?.images ?? []);
  const more = Math.max(preview.more, (collection?.productCount ?? 0) - preview.shown.length);
  const label = staticLabel(item, catalog);
  return (
    <li className={styles.cardSlot}>
      <div
        ref={(node) => {
          dropNode(node);
          dragNode(node);
        }}
        {...dragProps}
        aria-label={label}
        data-static={allowed.placements ? undefined : ''}
        className={cx(styles.card, styles.dropStatus[dropStatus], isDragging && styles.dragging)}
      >
        <span className={styles.itemTitle} aria-hidden="true">
          {label.replace(/^Product collection /, '').replace(/[“”]/g, '')}
        </span>
        <span className={styles.cardImages} aria-hidden="true">
          {preview.shown.map((src, i) => (
            <img key={`${i}:${src}`} className={styles.cardImage} src={src} alt="" />
          ))}
          {more > 0 ? <span className={styles.more} data-more={`+${more} more`} /> : null}
        </span>
      </div>
    </li>
  );
}

function AddStaticSlot({ allowed }: { allowed: Permissions }) {
  const { setNode: dropNode, status: dropStatus } = useDropTarget(
    { type: 'staticSlot' },
    { disabled: !allowed.drop },
  );
  return (
    <li ref={dropNode} className={cx(styles.addSlot, styles.dropStatus[dropStatus])}>
      Drag a product collection here to add it
    </li>
  );
}

export function StaticTrack({
  strategy,
  allowed,
}: {
  strategy: Strategy | null;
  allowed: Permissions;
}) {
  const { catalog } = useTimelineDnd();
  const statics = strategy?.statics ?? [];
  const editable = allowed.drop && allowed.placements;
  return (
    <section aria-label="Static product collections">
      <ul className={styles.statics}>
        {statics.map((item, index) => (
          <StaticCard
            key={item.key}
            item={item}
            index={index}
            allowed={allowed}
            catalog={catalog}
          />
        ))}
        {editable ? <AddStaticSlot allowed={allowed} /> : null}
        {!editable && statics.length === 0 ? (
          <li className={styles.message}>No static product collections</li>
        ) : null}
      </ul>
    </section>
  );
}
