// The pictures of an affiliate link: dropped or chosen image files, in an order the user sets by
// dragging (mouse, touch or keyboard: Space picks a picture up, arrow keys move it, Space drops
// it, Escape cancels). Files that are not images are left out with 'Upload must be an image file.'
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
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { DropZone, FileTrigger, Text, isFileDropItem, type DropItem } from 'react-aria-components';
import { Button, CloseIcon, MenuIcon, UploadIcon } from '@vendy/ui-kit';
import { NOT_AN_IMAGE_FILE } from '@vendy/client/validation';
import { isStorableImage, type FormImage } from './affiliateSave';
import * as styles from './ImageSorter.css';

export interface ImageSorterProps {
  images: readonly FormImage[];
  onChange: (images: FormImage[]) => void;
  /** Turns chosen files into form pictures (the caller owns their preview addresses). */
  onAddFiles: (files: File[]) => void;
  isDisabled?: boolean;
}

/** Splits chosen files into storable pictures and the rest. */
export function splitImageFiles(files: readonly File[]): { images: File[]; rejected: File[] } {
  const images: File[] = [];
  const rejected: File[] = [];
  for (const file of files) (isStorableImage(file) ? images : rejected).push(file);
  return { images, rejected };
}

function SortablePicture({
  image,
  index,
  count,
  onRemove,
  isDisabled,
}: {
  image: FormImage;
  index: number;
  count: number;
  onRemove: () => void;
  isDisabled: boolean;
}) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: image.id,
    disabled: isDisabled,
  });
  const position = `picture ${index + 1} of ${count}`;
  return (
    <li
      ref={setNodeRef}
      className={styles.item}
      data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      {/* Decorative: the buttons below name the picture by its position. */}
      <img className={styles.picture} src={image.src} alt="" />
      <div className={styles.itemBar}>
        <button
          type="button"
          className={styles.handle}
          aria-label={`Move ${position}`}
          {...attributes}
          {...listeners}
        >
          <MenuIcon />
        </button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove ${position}`}
          icon={<CloseIcon />}
          isDisabled={isDisabled}
          onPress={onRemove}
        />
      </div>
    </li>
  );
}

export function ImageSorter({
  images,
  onChange,
  onAddFiles,
  isDisabled = false,
}: ImageSorterProps) {
  const [rejected, setRejected] = useState(false);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = images.map((image) => image.id);
  const place = (id: unknown) => `picture ${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${place(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? `Picture ${ids.indexOf(String(active.id)) + 1} is over position ${ids.indexOf(String(over.id)) + 1}.`
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Picture moved to position ${ids.indexOf(String(over.id)) + 1} of ${ids.length}.`
        : `Dropped ${place(active.id)}.`,
    onDragCancel: ({ active }) => `Moving ${place(active.id)} was cancelled.`,
  };

  const add = (files: readonly File[]) => {
    const split = splitImageFiles(files);
    setRejected(split.rejected.length > 0);
    if (split.images.length) onAddFiles(split.images);
  };

  const onDrop = async (items: DropItem[]) => {
    const files = await Promise.all(items.filter(isFileDropItem).map((item) => item.getFile()));
    add(files);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onChange(arrayMove([...images], from, to));
  };

  return (
    <div className={styles.root}>
      <DropZone
        className={styles.dropZone}
        isDisabled={isDisabled}
        aria-label="Drop photos here"
        onDrop={(event) => void onDrop(event.items)}
      >
        <UploadIcon size={28} />
        <Text slot="label" className={styles.dropText}>
          Drag and drop photos here, or
        </Text>
        <FileTrigger
          acceptedFileTypes={['image/*']}
          allowsMultiple
          onSelect={(list) => list && add(Array.from(list))}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled}>
            Upload Photos
          </Button>
        </FileTrigger>
      </DropZone>
      {rejected && (
        <p role="alert" className={styles.error}>
          {NOT_AN_IMAGE_FILE}
        </p>
      )}
      {images.length > 0 && (
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: {
              draggable:
                'To move a picture, press Space or Enter. Use the arrow keys to move it, then press Space or Enter to drop it, or Escape to cancel.',
            },
          }}
        >
          <SortableContext items={ids} strategy={rectSortingStrategy}>
            <ul className={styles.list} aria-label="Photos, in display order">
              {images.map((image, index) => (
                <SortablePicture
                  key={image.id}
                  image={image}
                  index={index}
                  count={images.length}
                  isDisabled={isDisabled}
                  onRemove={() => onChange(images.filter((other) => other.id !== image.id))}
                />
              ))}
            </ul>
          </SortableContext>
        </DndContext>
      )}
    </div>
  );
}
