// One slider of the page: its title, its row of videos (sortable, a drop target for catalogue
// videos, scrollable by 25 % steps) and, for ordinary sliders, a handle and buttons to reorder or
// remove it. Every drag has a button twin: Move left/right and Remove on a video, Move up/down and
// Remove on a slider.
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import {
  ArrowDownIcon,
  ArrowUpIcon,
  Button,
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  MenuIcon,
  TextField,
  TrashIcon,
  VideoIcon,
} from '@vendy/ui-kit';
import { useRef } from 'react';
import { dragId, rowStrategy, sameListStrategy, useDropTarget, type DndData } from './SliderDnd';
import { sliderScrollStep, type DraftItem, type DraftSlider } from './sliderModel';
import type { VideoCard } from './videos';
import * as styles from './sliders.css';

export const sliderStrategy = sameListStrategy(verticalListSortingStrategy);

export const FEATURED_LABEL = 'Featured slider';
export const sliderLabel = (position: number) => `Slider ${position}`;

export interface SliderActions {
  rename: (title: string) => void;
  /** The title field lost focus: the next title change is a new undo step. */
  endRename: () => void;
  moveItem: (itemId: string, index: number) => void;
  removeItem: (itemId: string) => void;
  /** Ordinary sliders only. */
  move?: (index: number) => void;
  remove?: () => void;
}

export interface SliderSectionProps {
  slider: DraftSlider;
  /** 1-based among the ordinary sliders; absent for the featured slider. */
  position?: number;
  count: number;
  card: (virtualVideoId: string) => VideoCard;
  titleError?: string;
  actions: SliderActions;
}

export function SliderSection({
  slider,
  position,
  count,
  card,
  titleError,
  actions,
}: SliderSectionProps) {
  const featured = position === undefined;
  const label = featured ? FEATURED_LABEL : sliderLabel(position);
  const {
    attributes,
    listeners,
    setNodeRef,
    transform,
    transition,
    isDragging,
    isOver,
    active,
    over,
  } = useSortable({
    id: dragId.slider(slider.id),
    disabled: featured,
    data: {
      source: { type: 'slider', sliderId: slider.id },
      target: { type: 'slider', sliderId: slider.id },
    } satisfies DndData,
  });
  const hovered = isOver && active?.id !== over?.id;

  return (
    <section
      ref={featured ? undefined : setNodeRef}
      aria-label={label}
      className={styles.slider}
      data-featured={featured || undefined}
      data-dragging={isDragging || undefined}
      data-over={(!featured && hovered) || undefined}
      style={featured ? undefined : { transform: CSS.Translate.toString(transform), transition }}
    >
      <div className={styles.sliderHeader}>
        {featured ? (
          <span className={styles.badge}>Featured</span>
        ) : (
          <button
            type="button"
            className={styles.sliderHandle}
            {...attributes}
            {...listeners}
            aria-label={`Drag ${label.toLowerCase()}`}
          >
            <MenuIcon />
          </button>
        )}
        <TextField
          label={`${label} title`}
          value={slider.title}
          onChange={actions.rename}
          onBlur={actions.endRename}
          isRequired
          isInvalid={titleError !== undefined}
          errorMessage={titleError}
          className={styles.sliderTitle}
        />
        {!featured && position !== undefined && (
          <>
            <Button
              variant="ghost"
              size="sm"
              icon={<ArrowUpIcon />}
              aria-label={`Move ${label.toLowerCase()} up`}
              isDisabled={position === 1}
              onPress={() => actions.move?.(position - 2)}
            />
            <Button
              variant="ghost"
              size="sm"
              icon={<ArrowDownIcon />}
              aria-label={`Move ${label.toLowerCase()} down`}
              isDisabled={position === count}
              onPress={() => actions.move?.(position)}
            />
            <Button
              variant="ghost"
              size="sm"
              icon={<TrashIcon />}
              aria-label={`Remove ${label.toLowerCase()}`}
              onPress={actions.remove}
            />
          </>
        )}
      </div>
      <SliderRow slider={slider} label={label} card={card} actions={actions} />
    </section>
  );
}

function SliderRow({
  slider,
  label,
  card,
  actions,
}: {
  slider: DraftSlider;
  label: string;
  card: (virtualVideoId: string) => VideoCard;
  actions: SliderActions;
}) {
  const rowRef = useRef<HTMLOListElement | null>(null);
  const { setNodeRef: setRowNode, isOver: rowOver } = useDropTarget(dragId.row(slider.id), {
    type: 'sliderEnd',
    sliderId: slider.id,
  });
  const {
    setNodeRef: setEndNode,
    isOver: endOver,
    isAvailable: endAvailable,
  } = useDropTarget(dragId.end(slider.id), { type: 'sliderEnd', sliderId: slider.id });
  const scroll = (direction: 1 | -1) => {
    const row = rowRef.current;
    row?.scrollBy({ left: direction * sliderScrollStep(row.clientWidth) });
  };
  const ids = slider.items.map((i) => dragId.item(i.id));
  const name = label.toLowerCase();

  return (
    <div className={styles.rowFrame}>
      <Button
        variant="ghost"
        size="sm"
        icon={<ChevronLeftIcon />}
        aria-label={`Scroll ${name} left`}
        onPress={() => scroll(-1)}
      />
      <SortableContext items={ids} strategy={rowStrategy}>
        <ol
          ref={(node) => {
            rowRef.current = node;
            setRowNode(node);
          }}
          aria-label={`Videos of ${name}`}
          className={styles.row}
          data-over={rowOver || undefined}
        >
          {slider.items.map((item, index) => (
            <ItemCard
              key={item.id}
              item={item}
              index={index}
              count={slider.items.length}
              video={card(item.virtualVideoId)}
              actions={actions}
            />
          ))}
          <li
            ref={setEndNode}
            className={styles.endSlot}
            data-available={endAvailable || undefined}
            data-over={endOver || undefined}
          >
            {slider.items.length === 0
              ? 'Drag shoppable videos here'
              : 'Drop here to add at the end'}
          </li>
        </ol>
      </SortableContext>
      <Button
        variant="ghost"
        size="sm"
        icon={<ChevronRightIcon />}
        aria-label={`Scroll ${name} right`}
        onPress={() => scroll(1)}
      />
    </div>
  );
}

function ItemCard({
  item,
  index,
  count,
  video,
  actions,
}: {
  item: DraftItem;
  index: number;
  count: number;
  video: VideoCard;
  actions: SliderActions;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    transform,
    transition,
    isDragging,
    isOver,
    active,
    over,
  } = useSortable({
    id: dragId.item(item.id),
    data: {
      source: { type: 'item', itemId: item.id },
      target: { type: 'item', itemId: item.id },
    } satisfies DndData,
  });
  const hovered = isOver && active?.id !== over?.id;
  return (
    <li
      ref={setNodeRef}
      className={styles.card}
      data-dragging={isDragging || undefined}
      data-over={hovered || undefined}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        className={styles.handle}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${video.title} (${index + 1} of ${count})`}
      >
        {video.thumbnailUrl ? (
          <img className={styles.cardPicture} src={video.thumbnailUrl} alt="" />
        ) : (
          <span className={styles.cardPicture} aria-hidden="true">
            <VideoIcon size={32} />
          </span>
        )}
      </button>
      <p className={styles.cardTitle} title={video.title}>
        {video.title}
      </p>
      <div className={styles.cardActions}>
        <Button
          variant="ghost"
          size="sm"
          icon={<ChevronLeftIcon />}
          aria-label={`Move ${video.title} left`}
          isDisabled={index === 0}
          onPress={() => actions.moveItem(item.id, index - 1)}
        />
        <Button
          variant="ghost"
          size="sm"
          icon={<CloseIcon />}
          aria-label={`Remove ${video.title}`}
          onPress={() => actions.removeItem(item.id)}
        />
        <Button
          variant="ghost"
          size="sm"
          icon={<ChevronRightIcon />}
          aria-label={`Move ${video.title} right`}
          isDisabled={index === count - 1}
          onPress={() => actions.moveItem(item.id, index + 1)}
        />
      </div>
    </li>
  );
}
