/**
 * What the player plays, as the embed receives it from getEmbeddedWidget (VirtualVideoFields and
 * friends). The player needs only part of each selection, so it takes these structural subsets:
 * a generated fragment always fits, and tests and stories can build small literals.
 */
import type {
  AudioSource,
  LayoutAudioFieldsFragment,
  LayoutImageCollectionFieldsFragment,
  LayoutVideoFieldsFragment,
  VideoPosterFieldsFragment,
} from '@vendy/client/generated';

export type PlayerVideo = Pick<
  LayoutVideoFieldsFragment,
  'id' | 'url' | 'duration' | 'source' | 'sourceId' | 'loop'
> &
  Partial<Pick<LayoutVideoFieldsFragment, 'title' | 'thumbnailUrl' | 'aspectRatio'>> & {
    /** Smaller copies of the thumbnail (VideoPosterFields), selected by the storefront's read. */
    thumbnailSources?: ReadonlyArray<
      Pick<VideoPosterFieldsFragment['thumbnailSources'][number], 'url' | 'width' | 'type'>
    > | null;
  };

export type PlayerAudio = Pick<LayoutAudioFieldsFragment, 'id' | 'url' | 'duration' | 'loop'>;

export interface PlayerImageCollection {
  id: string;
  title?: string;
  thumbnailUrl?: string | null;
  items: ReadonlyArray<{
    rank: number;
    image: Pick<LayoutImageCollectionFieldsFragment['items'][number]['image'], 'imageUrl'> & {
      title?: string;
      aspectRatio?: number | null;
    };
  }>;
}

export interface PlayerSegment {
  id: string;
  rank: number;
  title?: string | null;
  video?: PlayerVideo | null;
  audio?: PlayerAudio | null;
  imageCollection?: PlayerImageCollection | null;
  /**
   * What the segment sounds like: 'Audio' (also when absent) plays `audio` instead of the
   * segment's sound, 'Combined' plays both, 'Video' and 'Image' leave `audio` silent.
   */
  audioSrc?: AudioSource | null;
  /** Photos shown over the segment, one after another over the overlay's span. */
  overlay?: PlayerImageCollection | null;
  /** Percent of the segment's length (defaults 0 and 100). */
  overlayStart?: number | null;
  overlayEnd?: number | null;
  /** Percent of the frame from its top left corner (defaults 0, 0, 100, 100). */
  overlayX?: number | null;
  overlayY?: number | null;
  overlayWidth?: number | null;
  overlayHeight?: number | null;
}

/** A shoppable video (VirtualVideo in the schema): segments played in rank order as one timeline. */
export interface PlayerShoppableVideo {
  id: string;
  title?: string;
  segments: readonly PlayerSegment[];
}

/** A caption file laid over one video (WebVTT). */
export interface CaptionTrack {
  src: string;
  /** BCP 47 language, e.g. 'en'. */
  srclang: string;
  label: string;
  kind?: 'captions' | 'subtitles';
  default?: boolean;
}
