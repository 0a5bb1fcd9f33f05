import type { WidgetFieldsFragment } from '@vendy/client/generated';
import type { LayoutSummary } from './RecentLayouts';

type Segments = NonNullable<WidgetFieldsFragment['virtualVideo']>['segments'];

const firstSegmentThumbnail = (segments: Segments | undefined) =>
  [...(segments ?? [])]
    .sort((a, b) => a.rank - b.rank)
    .map((s) => s.video?.thumbnailUrl ?? s.imageCollection?.thumbnailUrl ?? null)
    .find((url) => url !== null) ?? null;

/** What the dashboard shows of a layout: its picture comes from whatever media it shows first. */
export function layoutSummary(widget: WidgetFieldsFragment): LayoutSummary {
  return {
    id: widget.id,
    title: widget.title,
    updatedAt: widget.updatedAt,
    isDraft: widget.status === 'DRAFT',
    thumbnailUrl:
      widget.video?.thumbnailUrl ??
      widget.imageCollection?.thumbnailUrl ??
      widget.mediaCollection?.thumbnailUrl ??
      firstSegmentThumbnail(widget.virtualVideo?.segments),
  };
}
