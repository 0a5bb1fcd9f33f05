/**
 * Words for what is dragged and where it goes: the accessible names of timeline items, the drag
 * overlay's label and the screen-reader announcements all come from here.
 */
import {
  findSegment,
  formatTimecode,
  segmentSpans,
  type DragSource,
  type DropTarget,
  type EditorState,
  type LibraryItem,
  type TimedAssignment,
  type StaticCollection,
} from '../../model';
import type { TimelineCatalog } from './catalog';

function quoted(text: string | null | undefined, fallback: string): string {
  return text?.trim() ? `“${text.trim()}”` : fallback;
}

export function libraryItemLabel(item: LibraryItem): string {
  switch (item.type) {
    case 'video':
      return `video ${quoted(item.media.title, 'without title')}`;
    case 'imageCollection':
      return `photo collection ${quoted(item.media.title, 'without title')}`;
    case 'audio':
      return `audio ${quoted(item.audio.title, 'without title')}`;
    case 'product':
      return `product ${quoted(item.name, item.productId)}`;
    case 'affiliateLink':
      return `affiliate link ${quoted(item.name, item.affiliateLinkId)}`;
    case 'productCollection':
      return `product collection ${quoted(item.name, item.productCollectionId)}`;
  }
}

export function timedLabel(item: TimedAssignment, catalog?: TimelineCatalog): string {
  const title =
    item.target.kind === 'product'
      ? (catalog?.product?.(item.target.productId)?.title ?? item.name)
      : (catalog?.affiliateLink?.(item.target.affiliateLinkId)?.title ?? item.name);
  const kind = item.target.kind === 'product' ? 'Product' : 'Affiliate link';
  return `${kind} ${quoted(title, 'without name')} at ${formatTimecode(item.startTime)}`;
}

export function staticLabel(item: StaticCollection, catalog?: TimelineCatalog): string {
  const target = item.target;
  switch (target.kind) {
    case 'productCollection':
      return `Product collection ${quoted(
        catalog?.collection?.(target.productCollectionId)?.title ?? item.name,
        'without name',
      )}`;
    case 'product':
      return `Product ${quoted(catalog?.product?.(target.productId)?.title ?? item.name, 'without name')}`;
    case 'affiliateLink':
      return `Affiliate link ${quoted(
        catalog?.affiliateLink?.(target.affiliateLinkId)?.title ?? item.name,
        'without name',
      )}`;
  }
}

function segmentNumber(state: EditorState, key: string): number {
  return state.doc.segments.findIndex((s) => s.key === key) + 1;
}

/** `status` is a word shown on the segment (e.g. 'Processing'); it follows the title. */
export function segmentLabel(state: EditorState, key: string, status?: string): string {
  const segment = findSegment(state.doc, key);
  if (!segment) return 'segment';
  const span = segmentSpans(state.doc.segments)[segmentNumber(state, key) - 1];
  const title = segment.title ?? segment.media.title;
  return (
    [`Segment ${segmentNumber(state, key)}`, quoted(title, ''), status].filter(Boolean).join(' ') +
    (span ? `, ${formatTimecode(span.start)} to ${formatTimecode(span.end)}` : '')
  );
}

/** What is being dragged, in words (lower case, to sit inside a sentence). */
export function sourceLabel(
  state: EditorState,
  source: DragSource,
  catalog?: TimelineCatalog,
): string {
  if (source.from === 'library') return libraryItemLabel(source.item);
  const item = source.item;
  switch (item.type) {
    case 'segment':
      return lower(segmentLabel(state, item.key));
    case 'audio': {
      const segment = findSegment(state.doc, item.segmentKey);
      return `audio ${quoted(segment?.audio?.title, '')} of segment ${segmentNumber(state, item.segmentKey)}`;
    }
    case 'overlay':
      return `overlay of segment ${segmentNumber(state, item.segmentKey)}`;
    case 'timedAssignment': {
      const timed = state.doc.strategies.flatMap((s) => s.timed).find((t) => t.key === item.key);
      return timed ? lower(timedLabel(timed, catalog)) : 'product';
    }
    case 'staticCollection': {
      const found = state.doc.strategies.flatMap((s) => s.statics).find((t) => t.key === item.key);
      return found ? lower(staticLabel(found, catalog)) : 'product collection';
    }
  }
}

/** Where it would go, in words. */
export function targetLabel(state: EditorState, target: DropTarget): string {
  switch (target.type) {
    case 'mediaTrack':
      return 'the video track';
    case 'sortableMedia':
      return `position ${target.index + 1} of the video track`;
    case 'audioTrack':
      return `the audio track of segment ${segmentNumber(state, target.segmentKey)}`;
    case 'overlay':
      return `the overlay track of segment ${segmentNumber(state, target.segmentKey)}`;
    case 'timedSlot':
      return 'the timed product track';
    case 'staticSlot':
      return target.index === undefined
        ? 'the end of the static product collections'
        : `position ${target.index + 1} of the static product collections`;
    case 'trash':
      return 'the trash';
  }
}

function lower(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
