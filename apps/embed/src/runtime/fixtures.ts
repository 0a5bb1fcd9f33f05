// Sample answers of the embed's reads, for tests and stories (pictures are inline SVG: no network).
import { DEFAULT_BRANDING, type LayoutType } from '@vendy/client/domain';
import { samplePlacementData, svgPicture } from '@vendy/player/testing';
import type { EmbeddedLayout, ExperimentData } from './data';

export const LAYOUT_ID = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';
export const GROUP_ID = '0a1b2c3d-4e5f-4a6b-8c7d-111111111111';

type ShoppableVideo = NonNullable<EmbeddedLayout['virtualVideo']>;

/** A shoppable video of one uploaded video (the fields the embed reads; the rest null). */
export function sampleShoppableVideo(
  number: number,
  { portrait = false, title = `Video ${number}` } = {},
): ShoppableVideo {
  const id = `00000000-0000-4000-8000-${String(number).padStart(12, '0')}`;
  const videoId = `10000000-0000-4000-8000-${String(number).padStart(12, '0')}`;
  const segment = {
    id: `20000000-0000-4000-8000-${String(number).padStart(12, '0')}`,
    title: null,
    rank: 0,
    startTime: 0,
    endTime: 20,
    videoId,
    audioId: null,
    imageCollectionId: null,
    video: {
      id: videoId,
      title,
      url: `https://media.example.test/${videoId}/manifest/video.m3u8`,
      duration: 20,
      aspectRatio: portrait ? 9 / 16 : 16 / 9,
      status: 'READY',
      thumbnailUrl: svgPicture(title, portrait ? { width: 360, height: 640 } : {}),
      source: 'UPLOAD',
      sourceId: null,
      loop: false,
    },
    audio: null,
    imageCollection: null,
  };
  return {
    id,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    groupId: GROUP_ID,
    title,
    segments: [segment],
  } as unknown as ShoppableVideo;
}

/** A finalized layout; a single-video type plays `videos[0]`, the others a media collection. */
export function sampleLayout(
  type: LayoutType = 'LANDSCAPE',
  overrides: Partial<EmbeddedLayout> = {},
  videos: ShoppableVideo[] = [
    sampleShoppableVideo(1),
    sampleShoppableVideo(2),
    sampleShoppableVideo(3),
  ],
): EmbeddedLayout {
  const single = type === 'LANDSCAPE' || type === 'PORTRAIT';
  return {
    id: LAYOUT_ID,
    updatedAt: '2026-01-01T00:00:00.000Z',
    groupId: GROUP_ID,
    title: 'Summer lookbook',
    type,
    status: 'READY',
    videoId: null,
    mediaCollectionId: single ? null : 'collection-1',
    imageCollectionId: null,
    virtualVideoId: single ? (videos[0]?.id ?? null) : null,
    video: null,
    imageCollection: null,
    virtualVideo: single ? (videos[0] ?? null) : null,
    mediaCollection: single
      ? null
      : {
          id: 'collection-1',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
          title: 'Summer lookbook Collection',
          thumbnailUrl: null,
          items: videos.map((video, rank) => ({
            rank,
            virtualVideoId: video.id,
            videoId: null,
            imageCollectionId: null,
            virtualVideo: video,
            video: null,
            imageCollection: null,
          })),
        },
    brandingSettings: { ...DEFAULT_BRANDING },
    ...overrides,
  } as EmbeddedLayout;
}

/** getExperimentData's answer: the player's sample placement (a store, products, a link). */
export function sampleExperimentData(
  overrides: Partial<Parameters<typeof samplePlacementData>[0]> = {},
): ExperimentData {
  return samplePlacementData(overrides) as unknown as ExperimentData;
}

/** A GraphQL answer as the server sends it. */
export function graphqlAnswer(data: unknown, errors?: Array<{ message: string; code?: string }>) {
  return {
    data,
    ...(errors
      ? {
          errors: errors.map(({ message, code }) => ({
            message,
            extensions: code ? { code } : {},
          })),
        }
      : {}),
  };
}
