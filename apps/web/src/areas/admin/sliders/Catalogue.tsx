// The sidebar catalogue (doc 3 §2, width 325): the group's shoppable videos, searchable, each one
// dragged onto a slider or added through its 'Add to slider…' menu.
import { useDraggable } from '@dnd-kit/core';
import {
  Button,
  EmptyState,
  Menu,
  MenuItem,
  PlusIcon,
  SearchField,
  Spinner,
  VideoIcon,
} from '@vendy/ui-kit';
import { useMemo, useState, type ReactNode } from 'react';
import { FormError } from '../../../components/FormError';
import type { Loadable } from '../../../lib/loadable';
import { dragId, type DndData } from './SliderDnd';
import { matchesTitle, type VideoCard } from './videos';
import * as styles from './sliders.css';

export const CATALOGUE_HEADING = 'Shoppable videos';

export interface SliderChoice {
  id: string;
  label: string;
}

export interface CatalogueProps {
  videos: Loadable<readonly VideoCard[]>;
  /** The sliders a video can be added to, in page order. */
  sliders: readonly SliderChoice[];
  onAdd: (virtualVideoId: string, sliderId: string) => void;
  onRetry: () => void;
  /** The trash, kept in view at the sidebar's foot while the page scrolls. */
  trash?: ReactNode;
}

export function Catalogue({ videos, sliders, onAdd, onRetry, trash }: CatalogueProps) {
  const [query, setQuery] = useState('');
  const list = useMemo(
    () =>
      videos.status === 'ready' ? videos.data.filter((v) => matchesTitle(query, v.title)) : [],
    [videos, query],
  );
  return (
    <aside className={styles.sidebar} aria-labelledby="slider-catalogue-heading">
      <h2 id="slider-catalogue-heading" className={styles.sectionHeading}>
        {CATALOGUE_HEADING}
      </h2>
      <p className={styles.sidebarHint}>Drag a video onto a slider, or use its add button.</p>
      <SearchField
        aria-label="Search shoppable videos"
        placeholder="Search shoppable videos"
        value={query}
        onChange={setQuery}
      />
      {videos.status === 'loading' && <Spinner label="Loading shoppable videos" />}
      {videos.status === 'error' && (
        <div className={styles.problem}>
          <FormError message={videos.message} align="center" />
          <Button variant="secondary" size="sm" onPress={onRetry}>
            Try again
          </Button>
        </div>
      )}
      {videos.status === 'ready' && videos.data.length === 0 && (
        <EmptyState
          headingLevel={3}
          picture={<VideoIcon size={32} />}
          title="No shoppable videos yet"
          description="The group's shoppable videos are made in the layout wizard; they show here to add to sliders."
        />
      )}
      {videos.status === 'ready' && videos.data.length > 0 && list.length === 0 && (
        <p className={styles.sidebarHint}>No shoppable videos match your search.</p>
      )}
      {list.length > 0 && (
        <ul className={styles.catalogue} aria-label={CATALOGUE_HEADING}>
          {list.map((video) => (
            <CatalogueEntry key={video.id} video={video} sliders={sliders} onAdd={onAdd} />
          ))}
        </ul>
      )}
      {trash}
    </aside>
  );
}

function CatalogueEntry({
  video,
  sliders,
  onAdd,
}: {
  video: VideoCard;
  sliders: readonly SliderChoice[];
  onAdd: CatalogueProps['onAdd'];
}) {
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: dragId.catalogue(video.id),
    data: { source: { type: 'catalogue', virtualVideoId: video.id } } satisfies DndData,
  });
  return (
    <li className={styles.catalogueEntry} data-dragging={isDragging || undefined}>
      <button
        ref={setNodeRef}
        type="button"
        className={styles.catalogueHandle}
        {...attributes}
        {...listeners}
        aria-label={`Drag ${video.title}`}
      >
        {video.thumbnailUrl ? (
          <img className={styles.catalogueThumb} src={video.thumbnailUrl} alt="" />
        ) : (
          <span className={styles.catalogueThumb} aria-hidden="true">
            <VideoIcon size={24} />
          </span>
        )}
        <span className={styles.catalogueTitle}>{video.title}</span>
      </button>
      <Menu
        label={`Add ${video.title} to slider…`}
        hideLabel
        icon={<PlusIcon />}
        size="sm"
        onAction={(key) => onAdd(video.id, String(key))}
      >
        {sliders.map((s) => (
          <MenuItem key={s.id} id={s.id}>
            {s.label}
          </MenuItem>
        ))}
      </Menu>
    </li>
  );
}
