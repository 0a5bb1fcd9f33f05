// The multi-video layout's items in display order, sortable by dragging: mouse, touch or keyboard
// (Space picks an item up, arrow keys move it, Space drops it, Escape cancels). Each item shows
// its thumbnail and title with 'Customize' and remove.
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, CloseIcon, EditIcon, MenuIcon } from '@vendy/ui-kit';
import type { MediaItem } from './layoutModel';
import { MediaThumbnail } from './MediaThumbnail';
import * as styles from './wizard.css';

export interface SortableMediaListProps {
  items: readonly MediaItem[];
  onChange: (items: MediaItem[]) => void;
  onCustomize: (item: MediaItem) => void;
  isDisabled?: boolean;
}

export const MEDIA_LIST_LABEL = 'Media, in display order';

function SortableItem({
  item,
  index,
  count,
  onRemove,
  onCustomize,
  isDisabled,
}: {
  item: MediaItem;
  index: number;
  count: number;
  onRemove: () => void;
  onCustomize: () => void;
  isDisabled: boolean;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: item.virtualVideoId,
    disabled: isDisabled,
  });
  return (
    <li
      ref={setNodeRef}
      className={styles.mediaItem}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        className={styles.handle}
        aria-label={`Move ${item.title} (${index + 1} of ${count})`}
        {...attributes}
        {...listeners}
      >
        <MenuIcon />
      </button>
      <MediaThumbnail src={item.thumbnailUrl} />
      <span className={styles.mediaTitle}>{item.title}</span>
      <Button
        variant="secondary"
        size="sm"
        icon={<EditIcon />}
        aria-label={`Customize ${item.title}`}
        isDisabled={isDisabled}
        onPress={onCustomize}
      >
        Customize
      </Button>
      <Button
        variant="ghost"
        size="sm"
        icon={<CloseIcon />}
        aria-label={`Remove ${item.title}`}
        isDisabled={isDisabled}
        onPress={onRemove}
      />
    </li>
  );
}

export function SortableMediaList({
  items,
  onChange,
  onCustomize,
  isDisabled = false,
}: SortableMediaListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.virtualVideoId);
  const titleOf = (id: unknown) => items.find((i) => i.virtualVideoId === String(id))?.title ?? '';
  const position = (id: unknown) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${titleOf(active.id)} is over position ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${titleOf(active.id)} moved to position ${position(over.id)} of ${ids.length}.`
        : `Dropped ${titleOf(active.id)}.`,
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onChange(arrayMove([...items], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <ol className={styles.mediaList} aria-label={MEDIA_LIST_LABEL}>
          {items.map((item, index) => (
            <SortableItem
              key={item.virtualVideoId}
              item={item}
              index={index}
              count={items.length}
              isDisabled={isDisabled}
              onCustomize={() => onCustomize(item)}
              onRemove={() => onChange(items.filter((i) => i !== item))}
            />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}
