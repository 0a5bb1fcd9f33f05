// What the videos screen asks of the server, as plain async functions over injected transports
// (GraphQL request, fetch, the tus Upload class, the oEmbed endpoints), so the route module wires
// the real ones and tests pass fakes.
import type { VendyRequest } from '@vendy/client/request';
import {
  CheckAndUpdateVideoStatusDocument,
  DeleteVideoDocument,
  UpsertVideoDocument,
  type UpsertVideoMutationVariables,
} from '@vendy/client/generated';
import { fallbackMessage } from '@vendy/client';
import {
  effectiveLoop,
  parseTikTokUrl,
  parseYouTubeUrl,
  PORTRAIT_ASPECT_RATIO,
  TIKTOK_DEFAULTS,
  tikTokEmbedUrl,
  tikTokPageUrl,
  youTubeWatchUrl,
} from '@vendy/client/domain';
import { fetchOEmbed, type OEmbedInfo } from './oembed/oembed';
import type { OEmbedEndpoints } from './oembed/config';
import { uploadThumbnail } from './upload/thumbnail';
import {
  uploadVideo,
  type TusUploadClass,
  type UploadVideoInput,
  type UploadVideoOptions,
} from './upload/uploadVideo';
import type { Video } from './videoListModel';

export interface VideoActionDeps {
  request: VendyRequest;
  fetch: typeof fetch;
  Upload: TusUploadClass;
  /** Read when a lookup runs (a page's meta tags may name sandboxes). */
  oembedEndpoints: () => OEmbedEndpoints;
}

/** A YouTube or TikTok video found by its address, ready to confirm. */
export interface ExternalVideoPreview {
  source: 'YOUTUBE' | 'TIKTOK';
  sourceId: string;
  /** Where the player loads it: the watch URL or the embed URL. */
  url: string;
  title: string;
  thumbnailUrl: string | null;
  aspectRatio: number;
  duration: number;
  /** True when the provider did not tell the length and `duration` is the assumed one. */
  durationAssumed?: boolean;
  /**
   * The page the video was found at, saved with it (a TikTok page keeps the author's @handle,
   * which Re-Sync needs); null when the pasted address does not name one.
   */
  pageUrl?: string | null;
}

export interface EditVideoInput {
  video: Video;
  title: string;
  loop: boolean;
  /** A new thumbnail image, or null to keep the current one. */
  thumbnail: Blob | null;
}

export interface VideoActions {
  upload(input: UploadVideoInput, options?: UploadVideoOptions): Promise<Video>;
  save(input: EditVideoInput): Promise<Video>;
  remove(video: Video): Promise<void>;
  checkStatus(videoId: string): Promise<Video>;
  lookUpYouTube(url: string): Promise<ExternalVideoPreview>;
  lookUpTikTok(url: string): Promise<ExternalVideoPreview>;
  /** Saves a confirmed YouTube or TikTok video (a new one, or `id` to update one). */
  saveExternal(preview: ExternalVideoPreview, id?: string): Promise<Video>;
  /** Reads a YouTube or TikTok video's current title and thumbnail again and saves them. */
  resync(video: Video): Promise<Video>;
}

/**
 * Aspect ratio of a YouTube video: 0.5625 for a Short, otherwise the embed's own width/height when
 * oEmbed gives them.
 */
function youTubeAspectRatio(info: OEmbedInfo, parsed: { isShort: boolean; aspectRatio: number }) {
  if (parsed.isShort) return PORTRAIT_ASPECT_RATIO;
  return info.width && info.height ? info.width / info.height : parsed.aspectRatio;
}

/**
 * Seconds a YouTube import assumes when its oEmbed answer carries no duration (YouTube's never
 * does): the same assumption the specification makes for TikTok (doc 2 §9).
 */
export const YOUTUBE_ASSUMED_DURATION = TIKTOK_DEFAULTS.duration;

/** A YouTube Short's page address, which YouTube's oEmbed describes as portrait. */
export const youTubeShortUrl = (videoId: string) =>
  `https://www.youtube.com/shorts/${encodeURIComponent(videoId)}`;

/**
 * A TikTok video's address from its id. TikTok's oEmbed reads the page address with the author's
 * @handle; the app's oEmbed endpoint completes this one with the page saved at import.
 */
export const tikTokVideoPageUrl = (videoId: string) =>
  `https://www.tiktok.com/video/${encodeURIComponent(videoId)}`;

export function createVideoActions(deps: VideoActionDeps): VideoActions {
  const { request } = deps;
  const upsert = async (variables: UpsertVideoMutationVariables) =>
    (await request(UpsertVideoDocument, variables)).upsertVideo;

  // `measured` tells whether the aspect ratio came from the provider's answer (not a default).
  const describeYouTube = async (input: string) => {
    const parsed = parseYouTubeUrl(input);
    if (!parsed.ok) throw new Error(parsed.message);
    const url = youTubeWatchUrl(parsed.videoId);
    const info = await fetchOEmbed(
      'youtube',
      parsed.isShort ? youTubeShortUrl(parsed.videoId) : url,
      { fetch: deps.fetch, endpoints: deps.oembedEndpoints() },
    );
    const preview: ExternalVideoPreview = {
      source: 'YOUTUBE',
      sourceId: parsed.videoId,
      url,
      title: info.title,
      thumbnailUrl: info.thumbnailUrl,
      aspectRatio: youTubeAspectRatio(info, parsed),
      duration: info.duration ?? YOUTUBE_ASSUMED_DURATION,
      durationAssumed: info.duration == null,
    };
    return { preview, measured: parsed.isShort || Boolean(info.width && info.height) };
  };

  const lookUpYouTube = async (input: string) => (await describeYouTube(input)).preview;

  const lookUpTikTok = async (input: string): Promise<ExternalVideoPreview> => {
    const parsed = parseTikTokUrl(input);
    if (!parsed.ok) throw new Error(parsed.message);
    const info = await fetchOEmbed('tiktok', input.trim(), {
      fetch: deps.fetch,
      endpoints: deps.oembedEndpoints(),
    });
    return {
      source: 'TIKTOK',
      sourceId: parsed.videoId,
      url: tikTokEmbedUrl(parsed.videoId),
      title: info.title,
      thumbnailUrl: info.thumbnailUrl,
      aspectRatio: TIKTOK_DEFAULTS.aspectRatio,
      duration: TIKTOK_DEFAULTS.duration,
      durationAssumed: true,
      pageUrl: tikTokPageUrl(input),
    };
  };

  const saveExternal = (preview: ExternalVideoPreview, id?: string) =>
    upsert({
      ...(id ? { id } : {}),
      title: preview.title.trim(),
      // The server plays it from the id either way, and keeps a page address for Re-Sync.
      url: preview.pageUrl ?? preview.url,
      thumbnailUrl: preview.thumbnailUrl,
      duration: preview.duration,
      aspectRatio: preview.aspectRatio,
      loop: false,
      source: preview.source,
      sourceId: preview.sourceId,
    });

  return {
    upload: (input, options) => uploadVideo(deps, input, options),

    async save({ video, title, loop, thumbnail }) {
      const thumbnailUrl = thumbnail
        ? await uploadThumbnail(deps, thumbnail, video.externalId ?? video.id)
        : undefined;
      return upsert({
        id: video.id,
        title: title.trim(),
        loop: effectiveLoop(loop, video.duration),
        ...(thumbnailUrl ? { thumbnailUrl } : {}),
      });
    },

    async remove(video) {
      const { deleteVideo: result } = await request(DeleteVideoDocument, { videoId: video.id });
      if (!result.success) throw new Error(result.message || fallbackMessage('deleteVideo'));
    },

    async checkStatus(videoId) {
      return (await request(CheckAndUpdateVideoStatusDocument, { videoId }))
        .checkAndUpdateVideoStatus;
    },

    lookUpYouTube,
    lookUpTikTok,
    saveExternal,

    async resync(video) {
      if (video.source === 'YOUTUBE') {
        // A Short is stored portrait; asking about it as a Short keeps it so.
        const id = video.sourceId ?? '';
        const { preview, measured } = await describeYouTube(
          video.aspectRatio === PORTRAIT_ASPECT_RATIO ? youTubeShortUrl(id) : youTubeWatchUrl(id),
        );
        return upsert({
          id: video.id,
          title: preview.title.trim() || video.title,
          thumbnailUrl: preview.thumbnailUrl,
          ...(measured ? { aspectRatio: preview.aspectRatio } : {}),
        });
      }
      if (video.source === 'TIKTOK') {
        const preview = await lookUpTikTok(tikTokVideoPageUrl(video.sourceId ?? ''));
        return upsert({
          id: video.id,
          title: preview.title.trim() || video.title,
          thumbnailUrl: preview.thumbnailUrl,
        });
      }
      throw new Error('Only YouTube and TikTok videos can be re-synced.');
    },
  };
}
