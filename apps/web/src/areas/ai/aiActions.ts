// The AI area's server calls (doc 3 §7): connected platforms and their keys, product scripts,
// Synthesia videos and their jobs. Failures carry the server's message or the operation's
// fallback (the transport's error catalogue, doc 3 §8). Keys only ever travel to the server.
import {
  CheckAndUpdateGenerativeVideoJobsDocument,
  CreateSynthesiaVideoDocument,
  DeleteGenerativeAiKeyDocument,
  GenerateProductScriptDocument,
  GetGeneratedTextsDocument,
  GetGenerativeAiAccountsDocument,
  GetGenerativeVideoJobsDocument,
  GetProductsDocument,
  UpsertGenerativeAiKeyDocument,
  type AiAccountType,
  type GeneratedTextFieldsFragment,
  type GenerativeAiAccountFieldsFragment,
  type GenerativeVideoJobFieldsFragment,
  type ProductFieldsFragment,
  type SynthesiaVideoInput,
} from '@vendy/client/generated';
import type { VendyRequest } from '@vendy/client/request';
import { uploadThumbnail } from '../videos/upload/thumbnail';

export type AIAccount = GenerativeAiAccountFieldsFragment;
export type AIAccountType = AiAccountType;
export type GeneratedScript = GeneratedTextFieldsFragment;
export type VideoJob = GenerativeVideoJobFieldsFragment;
export type ScriptProduct = Pick<ProductFieldsFragment, 'id' | 'title' | 'thumbnailUrl'>;

export const SAVE_KEY_FALLBACK = 'Unable to save API key.';
export const DELETE_KEY_FALLBACK = 'Unable to delete API key.';

/** What each platform does (doc 3 §9: SYNTHESIA video generation, OPENAI text generation). */
export const PLATFORMS: Record<AIAccountType, { name: string; purpose: string }> = {
  SYNTHESIA: { name: 'Synthesia', purpose: 'Video generation' },
  OPENAI: { name: 'OpenAI', purpose: 'Text generation' },
};
export const VIDEO_PLATFORMS: readonly AIAccountType[] = ['SYNTHESIA'];
export const TEXT_PLATFORMS: readonly AIAccountType[] = ['OPENAI'];

export interface AIServer {
  loadAccounts(signal?: AbortSignal): Promise<AIAccount[]>;
  saveKey(type: AIAccountType, key: string): Promise<void>;
  deleteKey(type: AIAccountType): Promise<void>;
  loadScripts(signal?: AbortSignal): Promise<GeneratedScript[]>;
  generateScript(productId: string): Promise<GeneratedScript>;
  loadProducts(signal?: AbortSignal): Promise<ScriptProduct[]>;
  /** The jobs; when any is PROCESSING the providers are asked first (doc 3 §4). */
  loadJobs(signal?: AbortSignal): Promise<VideoJob[]>;
  /** generatedTextId: the script 'Make a video' came from (the job keeps its product and moment). */
  createVideo(
    videoInput: SynthesiaVideoInput,
    thumbnail: Blob,
    generatedTextId?: string,
  ): Promise<VideoJob>;
}

function succeeded(result: { success: boolean; message?: string | null }, fallback: string) {
  if (!result.success) throw new Error(result.message?.trim() || fallback);
}

export function createAIServer(request: VendyRequest, doFetch: typeof fetch = fetch): AIServer {
  return {
    async loadAccounts(signal) {
      return (await request(GetGenerativeAiAccountsDocument, {}, { signal }))
        .getGenerativeAIAccounts;
    },
    async saveKey(type, key) {
      const { upsertGenerativeAIKey } = await request(UpsertGenerativeAiKeyDocument, { type, key });
      succeeded(upsertGenerativeAIKey, SAVE_KEY_FALLBACK);
    },
    async deleteKey(type) {
      const { deleteGenerativeAIKey } = await request(DeleteGenerativeAiKeyDocument, { type });
      succeeded(deleteGenerativeAIKey, DELETE_KEY_FALLBACK);
    },
    async loadScripts(signal) {
      return (await request(GetGeneratedTextsDocument, {}, { signal })).getGeneratedTexts;
    },
    async generateScript(productId) {
      return (await request(GenerateProductScriptDocument, { productId })).generateProductScript;
    },
    async loadProducts(signal) {
      return (await request(GetProductsDocument, {}, { signal })).getProducts;
    },
    async loadJobs(signal) {
      const jobs = (await request(GetGenerativeVideoJobsDocument, {}, { signal }))
        .getGenerativeVideoJobs;
      if (!jobs.some((job) => job.status === 'PROCESSING')) return jobs;
      return (await request(CheckAndUpdateGenerativeVideoJobsDocument, {}, { signal }))
        .checkAndUpdateGenerativeVideoJobs;
    },
    async createVideo(videoInput, thumbnail, generatedTextId) {
      const thumbnailUrl = await uploadThumbnail(
        { request, fetch: doFetch },
        thumbnail,
        videoInput.title,
      );
      return (
        await request(CreateSynthesiaVideoDocument, {
          videoInput,
          thumbnailUrl,
          generatedTextId: generatedTextId ?? null,
        })
      ).createSynthesiaVideo;
    },
  };
}

/** The connected account of a platform, if any. */
export const accountOf = (accounts: readonly AIAccount[], type: AIAccountType) =>
  accounts.find((account) => account.type === type) ?? null;

/** What 'Make it shoppable' hands the layout wizard: the finished video, and the scripted product and moment when known. */
export interface ShoppableVideo {
  videoId: string;
  productId?: string;
  atSeconds?: number;
}

export function shoppableVideo(
  job: Pick<VideoJob, 'status' | 'generatedVideoId' | 'productId' | 'productMentionSeconds'>,
): ShoppableVideo | null {
  if (job.status !== 'COMPLETE' || !job.generatedVideoId) return null;
  const placement: ShoppableVideo = { videoId: job.generatedVideoId };
  if (job.productId) {
    placement.productId = job.productId;
    if (typeof job.productMentionSeconds === 'number' && job.productMentionSeconds >= 0)
      placement.atSeconds = job.productMentionSeconds;
  }
  return placement;
}
