// The calls behind the layouts screens (doc 3 §7), with the spec's fallbacks when a result says it
// failed without a message. The route modules bind them to the app's transport.
import {
  AttachMediaCollectionToWidgetDocument,
  AttachVirtualVideoToWidgetDocument,
  DeleteWidgetDocument,
  GetWidgetsDocument,
  MarkWidgetAsReadyDocument,
  UpsertMediaCollectionDocument,
  UpsertVirtualVideoDocument,
  UpsertWidgetBaseDocument,
} from '@vendy/client/generated';
import { mediaCollectionTitle, type LayoutType } from '@vendy/client/domain';
import type { request as appRequest } from '../../lib/api';
import type { Layout } from './layoutModel';

type Request = typeof appRequest;

/** A video or photo collection chosen as a layout's media. */
export interface ChosenMedia {
  kind: 'video' | 'imageCollection';
  id: string;
  title: string;
}

export interface LayoutBase {
  id?: string | null;
  title: string;
  type: LayoutType;
}

const SAVE_FAILED = 'Could not save layout.';
const DELETE_FAILED = 'Error deleting widget.';
const NO_ID = 'Error saving widget. Expected widget ID.';

function check(result: { success: boolean; message?: string | null }, fallback: string) {
  if (!result.success) throw new Error(result.message || fallback);
}

export function createLayoutActions(request: Request) {
  return {
    async load(): Promise<Layout[]> {
      return (await request(GetWidgetsDocument)).getWidgets;
    },

    /** Creates a DRAFT layout or renames / retypes one; answers the layout's id. */
    async saveBase({ id, title, type }: LayoutBase): Promise<string> {
      const saved = (
        await request(UpsertWidgetBaseDocument, { id: id ?? null, title: title.trim(), type })
      ).upsertWidgetBase;
      if (!saved) throw new Error(NO_ID);
      return saved;
    },

    async remove(layout: Pick<Layout, 'id'>): Promise<void> {
      check((await request(DeleteWidgetDocument, { id: layout.id })).deleteWidget, DELETE_FAILED);
    },

    /** Turns a chosen video or photo collection into a shoppable video of one segment. */
    async createMediaItem(media: ChosenMedia): Promise<string> {
      const segment =
        media.kind === 'video'
          ? { rank: 0, title: media.title, videoId: media.id }
          : { rank: 0, title: media.title, imageCollectionId: media.id };
      const saved = (
        await request(UpsertVirtualVideoDocument, { title: media.title, segments: [segment] })
      ).upsertVirtualVideo;
      return saved.id;
    },

    /** Single-video family: the shoppable video the layout plays. */
    async attachVirtualVideo(layoutId: string, virtualVideoId: string): Promise<void> {
      check(
        (await request(AttachVirtualVideoToWidgetDocument, { widgetId: layoutId, virtualVideoId }))
          .attachVirtualVideoToWidget,
        SAVE_FAILED,
      );
    },

    /**
     * Multi-video family: saves the layout's collection ('{layout title} Collection') with these
     * shoppable videos in this order, and attaches it to the layout.
     */
    async saveCollection(
      layout: Pick<Layout, 'id' | 'title' | 'mediaCollectionId'>,
      virtualVideoIds: readonly string[],
    ): Promise<void> {
      const collection = (
        await request(UpsertMediaCollectionDocument, {
          id: layout.mediaCollectionId ?? null,
          title: mediaCollectionTitle(layout.title),
          items: virtualVideoIds.map((virtualVideoId, rank) => ({ virtualVideoId, rank })),
        })
      ).upsertMediaCollection;
      check(
        (
          await request(AttachMediaCollectionToWidgetDocument, {
            widgetId: layout.id,
            mediaCollectionId: collection.id,
          })
        ).attachMediaCollectionToWidget,
        SAVE_FAILED,
      );
    },

    async finalize(layoutId: string): Promise<void> {
      check(
        (await request(MarkWidgetAsReadyDocument, { widgetId: layoutId })).markWidgetAsReady,
        SAVE_FAILED,
      );
    },
  };
}

export type LayoutActions = ReturnType<typeof createLayoutActions>;
