// Fixtures and msw handlers of the AI page (/ai, doc 3 §2-§9) for stories and component tests:
// connected platforms, product scripts, video jobs, and a small in-memory AI server that keeps
// what the page sends (keys, scripts, videos) so a story can walk the whole loop. Keys are kept
// only to answer their last four characters, as the server would; the full key is never answered.
import { graphql, http, HttpResponse, type RequestHandler } from 'msw';
import type {
  AiAccountType,
  GeneratedTextFieldsFragment,
  GenerativeAiAccountFieldsFragment,
  GenerativeVideoJobFieldsFragment,
  ProductFieldsFragment,
  SynthesiaVideoInput,
} from '@vendy/client/generated';
import { products } from '../areas/products/fixtures';

export const THUMBNAIL_UPLOAD_URL = 'https://uploads.vendy.example/thumbnails/upload';

const at = (day: number, hour = 10) =>
  `2026-11-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00.000Z`;

export const synthesiaAccount: GenerativeAiAccountFieldsFragment = {
  id: 'ai-account-synthesia',
  type: 'SYNTHESIA',
  keyLastFour: 'x9Qa',
  createdAt: at(20),
  updatedAt: at(20),
};

export const openAIAccount: GenerativeAiAccountFieldsFragment = {
  id: 'ai-account-openai',
  type: 'OPENAI',
  keyLastFour: 'k3Lm',
  createdAt: at(21),
  updatedAt: at(21),
};

export const aiAccounts = [synthesiaAccount, openAIAccount];

export const scriptProducts: ProductFieldsFragment[] = products.slice(0, 4);
const [first, second] = scriptProducts;

export const firstScript: GeneratedTextFieldsFragment = {
  id: 'script-1',
  createdAt: at(24, 9),
  type: 'OPENAI',
  productId: first!.id,
  product: { id: first!.id, title: first!.title, thumbnailUrl: first!.thumbnailUrl },
  content:
    `Heading out on the trail this weekend? Meet the ${first!.title}. ` +
    'It keeps the rain out and the warmth in, packs down small, and is built to last season after season.',
};

export const secondScript: GeneratedTextFieldsFragment = {
  id: 'script-2',
  createdAt: at(22, 15),
  type: 'OPENAI',
  productId: second!.id,
  product: { id: second!.id, title: second!.title, thumbnailUrl: second!.thumbnailUrl },
  content: `Say hello to the ${second!.title}: light, tough and ready for every adventure.`,
};

/** A script whose product has since been removed from the catalogue. */
export const orphanScript: GeneratedTextFieldsFragment = {
  id: 'script-3',
  createdAt: at(18, 11),
  type: 'OPENAI',
  productId: 'product-removed',
  product: null,
  content: 'A script about a product that is no longer in the store.',
};

export const aiScripts = [firstScript, secondScript, orphanScript];

const job = (
  n: number,
  title: string,
  status: GenerativeVideoJobFieldsFragment['status'],
  day: number,
): GenerativeVideoJobFieldsFragment => ({
  id: `job-${n}`,
  createdAt: at(day, 8),
  updatedAt: at(day, status === 'PROCESSING' ? 8 : 9),
  type: 'SYNTHESIA',
  generatedVideoId: status === 'COMPLETE' ? `video-ai-${n}` : null,
  status,
  title,
  thumbnailUrl: null,
  generatedTextId: null,
  productId: null,
  productMentionSeconds: null,
});

export const processingJob = job(1, 'Trail Jacket in 30 seconds', 'PROCESSING', 26);
export const completeJob = job(2, 'Meet the Summit Pack', 'COMPLETE', 25);
export const failedJob = job(3, 'Winter collection teaser', 'FAILED', 23);
/** A finished video made from a script: its product is named 4.5 seconds in. */
export const scriptedJob: GenerativeVideoJobFieldsFragment = {
  ...job(4, `Meet the ${first!.title}`, 'COMPLETE', 26),
  generatedTextId: firstScript.id,
  productId: first!.id,
  productMentionSeconds: 4.5,
};
export const aiJobs = [processingJob, completeJob, failedJob];

export interface AIServerState {
  accounts: GenerativeAiAccountFieldsFragment[];
  /** The last four characters of each stored key (all a real server would ever answer). */
  keyEnds: Partial<Record<AiAccountType, string>>;
  scripts: GeneratedTextFieldsFragment[];
  jobs: GenerativeVideoJobFieldsFragment[];
  products: ProductFieldsFragment[];
  /** What each createSynthesiaVideo call sent. */
  videosAsked: {
    videoInput: SynthesiaVideoInput;
    thumbnailUrl: string;
    generatedTextId?: string | null;
  }[];
  /** checkAndUpdateGenerativeVideoJobs finishes PROCESSING jobs (as the provider would). */
  finishOnCheck: boolean;
}

export function aiServerState(initial: Partial<AIServerState> = {}): AIServerState {
  return {
    accounts: [...aiAccounts],
    keyEnds: { SYNTHESIA: 'x9Qa', OPENAI: 'k3Lm' },
    scripts: [...aiScripts],
    jobs: [...aiJobs],
    products: scriptProducts,
    videosAsked: [],
    finishOnCheck: false,
    ...initial,
  };
}

type Data = Record<string, unknown>;
let serial = 100;

/** An in-memory AI server: every AI operation, the thumbnail upload URL and the upload itself. */
export function aiHandlers(state: AIServerState = aiServerState()): RequestHandler[] {
  const withHint = (account: GenerativeAiAccountFieldsFragment) => ({
    ...account,
    keyLastFour: state.keyEnds[account.type] ?? null,
  });
  return [
    graphql.query<Data>('getGenerativeAIAccounts', () =>
      HttpResponse.json({ data: { getGenerativeAIAccounts: state.accounts.map(withHint) } }),
    ),
    graphql.mutation<Data, { type: AiAccountType; key: string }>(
      'upsertGenerativeAIKey',
      ({ variables }) => {
        const key = variables.key.trim();
        state.keyEnds[variables.type] = key.slice(-4);
        if (!state.accounts.some((a) => a.type === variables.type)) {
          state.accounts.push({
            id: `ai-account-${++serial}`,
            type: variables.type,
            keyLastFour: key.slice(-4),
            createdAt: at(27),
            updatedAt: at(27),
          });
        }
        return HttpResponse.json({
          data: { upsertGenerativeAIKey: { success: true, message: null } },
        });
      },
    ),
    graphql.mutation<Data, { type: AiAccountType }>('deleteGenerativeAIKey', ({ variables }) => {
      state.accounts = state.accounts.filter((a) => a.type !== variables.type);
      delete state.keyEnds[variables.type];
      return HttpResponse.json({
        data: { deleteGenerativeAIKey: { success: true, message: null } },
      });
    }),
    graphql.query<Data>('getGeneratedTexts', () =>
      HttpResponse.json({ data: { getGeneratedTexts: state.scripts } }),
    ),
    graphql.query<Data>('getProducts', () =>
      HttpResponse.json({ data: { getProducts: state.products } }),
    ),
    graphql.mutation<Data, { productId: string }>('generateProductScript', ({ variables }) => {
      const product = state.products.find((p) => p.id === variables.productId) ?? null;
      const script: GeneratedTextFieldsFragment = {
        id: `script-${++serial}`,
        createdAt: at(27, 11),
        type: 'OPENAI',
        productId: variables.productId,
        product: product && {
          id: product.id,
          title: product.title,
          thumbnailUrl: product.thumbnailUrl,
        },
        content: `Looking for something special? The ${product?.title ?? 'product'} is made for you.`,
      };
      state.scripts = [script, ...state.scripts];
      return HttpResponse.json({ data: { generateProductScript: script } });
    }),
    graphql.query<Data>('getGenerativeVideoJobs', () =>
      HttpResponse.json({ data: { getGenerativeVideoJobs: state.jobs } }),
    ),
    graphql.mutation<Data>('checkAndUpdateGenerativeVideoJobs', () => {
      if (state.finishOnCheck) {
        state.jobs = state.jobs.map((j) =>
          j.status === 'PROCESSING'
            ? { ...j, status: 'COMPLETE', generatedVideoId: `video-${j.id}`, updatedAt: at(27, 12) }
            : j,
        );
      }
      return HttpResponse.json({ data: { checkAndUpdateGenerativeVideoJobs: state.jobs } });
    }),
    graphql.query<Data, { fileName: string }>('getVideoImageUploadUrl', ({ variables }) =>
      HttpResponse.json({
        data: {
          getVideoImageUploadUrl: {
            fileName: variables.fileName,
            fileKey: `thumbnails/${variables.fileName}`,
            url: THUMBNAIL_UPLOAD_URL,
            objectExists: false,
          },
        },
      }),
    ),
    http.put(THUMBNAIL_UPLOAD_URL, () => new HttpResponse(null, { status: 200 })),
    graphql.mutation<Data, AIServerState['videosAsked'][number]>(
      'createSynthesiaVideo',
      ({ variables }) => {
        state.videosAsked.push(variables);
        const script = state.scripts.find((s) => s.id === variables.generatedTextId);
        const created: GenerativeVideoJobFieldsFragment = {
          id: `job-${++serial}`,
          createdAt: at(27, 11),
          updatedAt: at(27, 11),
          type: 'SYNTHESIA',
          generatedVideoId: null,
          status: 'PROCESSING',
          title: variables.videoInput.title,
          thumbnailUrl: null,
          generatedTextId: script?.id ?? null,
          productId: script?.productId ?? null,
          // The server estimates it from the speaking pace; a fixed moment is enough here.
          productMentionSeconds: script ? 3 : null,
        };
        state.jobs = [created, ...state.jobs];
        return HttpResponse.json({ data: { createSynthesiaVideo: created } });
      },
    ),
  ];
}
