import { useDraggable } from '@dnd-kit/core';
import { formatDollars } from '@vendy/client/domain';
import { useId, useState } from 'react';
import { Focusable, Tooltip, TooltipTrigger } from 'react-aria-components';
import { canDrag, formatTimecode, type DragSource, type EditorState } from '../../model';
import * as controls from './controls.css';
import { FALLBACK_IMAGE } from './fallback-image';
import { libraryDragId, toLibraryItem, type LibraryEntry } from './library-data';
import * as styles from './MediaLibrary.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const STATUS_LABELS: Record<string, string> = { PROCESSING: 'Processing', ERROR: 'Error' };

function thumbnailOf(entry: LibraryEntry): string | null {
  return entry.tab === 'audios' ? null : entry.value.thumbnailUrl;
}

/** Price, length or count, as fits the entry. */
function details(entry: LibraryEntry): string | null {
  switch (entry.tab) {
    case 'products':
    case 'affiliateLinks':
      return entry.value.price === null ? null : formatDollars(entry.value.price);
    case 'collections':
      return plural(entry.value.productCount, 'product', 'products');
    case 'audios':
      return formatTimecode(entry.value.duration);
    case 'videos':
      return entry.value.duration > 0 ? formatTimecode(entry.value.duration) : null;
    case 'imageCollections':
      return plural(entry.value.imageCount, 'photo', 'photos');
  }
}

/** A picture that falls back to the local placeholder when it is missing or fails to load. */
function Thumbnail({ src }: { src: string | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && src !== failed ? src : FALLBACK_IMAGE;
  return (
    <img
      className={styles.thumbnail}
      src={usable}
      alt=""
      draggable={false}
      onError={() => setFailed(src)}
    />
  );
}

export interface LibraryCardProps {
  entry: LibraryEntry;
  state: EditorState;
}

/**
 * A listed entry, draggable onto the timeline with dnd-kit (pointer or keyboard). When the model
 * refuses the drag (a PROCESSING or ERROR video, a product while no placement is chosen…) the card
 * stays focusable and its tooltip, on hover or keyboard focus, says why.
 */
export function LibraryCard({ entry, state }: LibraryCardProps) {
  const source: DragSource = { from: 'library', item: toLibraryItem(entry) };
  const refusal = canDrag(state, source);
  const { attributes, listeners, setNodeRef } = useDraggable({
    id: libraryDragId(entry),
    data: { source },
    disabled: refusal !== null,
  });
  const reasonId = useId();
  const status = entry.tab === 'videos' ? STATUS_LABELS[entry.value.status] : undefined;
  const info = details(entry);
  // The editor's modes disable every card alike; only a reason about this entry is worth a tooltip.
  const reason =
    refusal && refusal.reason !== 'read-only' && refusal.reason !== 'media-read-only'
      ? refusal.message
      : null;

  const card = (
    <div
      ref={setNodeRef}
      className={styles.card}
      data-testid={libraryDragId(entry)}
      {...attributes}
      {...listeners}
      aria-describedby={reason ? reasonId : attributes['aria-describedby']}
    >
      <Thumbnail src={thumbnailOf(entry)} />
      <span className={styles.title}>{entry.value.title}</span>
      {info || status ? (
        <span className={styles.meta}>
          {info ? <span>{info}</span> : null}
          {status && entry.tab === 'videos' ? (
            <span className={styles.badge} data-status={entry.value.status}>
              {status}
            </span>
          ) : null}
        </span>
      ) : null}
    </div>
  );

  if (!reason) return card;
  // The reason is also a lasting description, so that it is announced without the tooltip.
  return (
    <>
      <TooltipTrigger delay={300} closeDelay={200}>
        <Focusable>{card}</Focusable>
        <Tooltip className={controls.tooltip} placement="top" offset={6}>
          {reason}
        </Tooltip>
      </TooltipTrigger>
      <span id={reasonId} className={controls.visuallyHidden}>
        {reason}
      </span>
    </>
  );
}
