// What the layouts screens show of a layout (doc 3 §2, §3): its picture, its media items in order,
// and the labels of the six formats. Pure; the rules themselves live in @vendy/client/domain.
import { isMultiMediaLayout, LAYOUT_TYPES, type LayoutType } from '@vendy/client/domain';
import type { WidgetFieldsFragment } from '@vendy/client/generated';

export type Layout = WidgetFieldsFragment;
export type VirtualVideoSummary = NonNullable<Layout['virtualVideo']>;

export const LAYOUT_TYPE_LABELS: Record<LayoutType, string> = {
  LANDSCAPE: 'Landscape',
  PORTRAIT: 'Portrait',
  LANDSCAPE_CAROUSEL: 'Landscape Carousel',
  PORTRAIT_CAROUSEL: 'Portrait Carousel',
  PORTRAIT_COVERFLOW: 'Portrait Coverflow',
  GRID: 'Grid',
};

export const LAYOUT_TYPE_OPTIONS = LAYOUT_TYPES.map((id) => ({
  id,
  label: LAYOUT_TYPE_LABELS[id],
}));

export const isDraft = (layout: Pick<Layout, 'status'>) => layout.status === 'DRAFT';

/** The picture of a shoppable video: its first segment's video or photo collection. */
export function virtualVideoThumbnail(
  video: VirtualVideoSummary | null | undefined,
): string | null {
  return (
    [...(video?.segments ?? [])]
      .sort((a, b) => a.rank - b.rank)
      .map((s) => s.video?.thumbnailUrl ?? s.imageCollection?.thumbnailUrl ?? null)
      .find((url) => url !== null) ?? null
  );
}

/** One shoppable video of a layout, as the wizard's Media step lists it. */
export interface MediaItem {
  virtualVideoId: string;
  title: string;
  thumbnailUrl: string | null;
}

const toItem = (video: VirtualVideoSummary): MediaItem => ({
  virtualVideoId: video.id,
  title: video.title,
  thumbnailUrl: virtualVideoThumbnail(video),
});

/** The layout's shoppable videos: the one it plays, or its collection's items by rank. */
export function mediaItems(layout: Layout): MediaItem[] {
  if (!isMultiMediaLayout(layout.type)) {
    return layout.virtualVideo ? [toItem(layout.virtualVideo)] : [];
  }
  return [...(layout.mediaCollection?.items ?? [])]
    .sort((a, b) => a.rank - b.rank)
    .flatMap((item) => (item.virtualVideo ? [toItem(item.virtualVideo)] : []));
}

/** The picture a layout row shows: whatever media it shows first. */
export function layoutThumbnail(layout: Layout): string | null {
  return (
    layout.video?.thumbnailUrl ??
    layout.imageCollection?.thumbnailUrl ??
    layout.mediaCollection?.thumbnailUrl ??
    mediaItems(layout)[0]?.thumbnailUrl ??
    null
  );
}

/** The same ids in a different order, or some removed: what makes the collection's Save useful. */
export function orderChanged(saved: readonly string[], current: readonly string[]): boolean {
  return saved.length !== current.length || saved.some((id, index) => current[index] !== id);
}
