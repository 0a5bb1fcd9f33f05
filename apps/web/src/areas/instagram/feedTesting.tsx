// Shared by the feeds' route tests: the /instagram route with a signed-in merchant, what the page
// loads besides the feeds, and ways to reach the editor's parts.
import { render, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import {
  DEFAULT_BRANDING,
  readFeedPreviewDraft,
  type FeedPreviewDraft,
} from '@vendy/client/domain';
import { resolvePlacement } from '@vendy/player';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../mocks/decorators';
import { signedInMerchant } from '../../mocks/fixtures';
import { HydrateSession } from '../../session';
import { collections, products, summerExperiment, summerStrategy } from './feedFixtures';
import { instagramAccount, instagramMedia } from './fixtures';
import { FeedPreviewFrameContext } from './FeedPreview';
import { InstagramRoute } from './InstagramRoute';

/** The account, its posts and the catalogue; each test adds its feeds and answers. */
export const pageAnswers: Record<string, unknown> = {
  getInstagramAccount: instagramAccount,
  getInstagramMedia: instagramMedia,
  getProducts: products,
  getProductCollections: collections,
  getExperimentForInstagramFeed: null,
  getBrandingSettings: DEFAULT_BRANDING,
};

/** The preview frame gets a document of its own: nothing is fetched for it in tests. */
const noFrameDocument = () => ({ srcDoc: '<!doctype html><title>Feed</title>' });

export function showInstagram(path = '/instagram') {
  render(
    renderAt(
      <FeedPreviewFrameContext.Provider value={noFrameDocument}>
        <HydrateSession currentUser={signedInMerchant}>
          <InstagramRoute />
        </HydrateSession>
      </FeedPreviewFrameContext.Provider>,
      { path, pattern: '/instagram' },
    ),
  );
  return userEvent.setup();
}

export const feedsRegion = () => screen.findByRole('region', { name: 'Feeds' });
export const editor = (name: string | RegExp) => screen.findByRole('dialog', { name });
export const PRODUCTS = 'Products on the selected post';
export const COLLECTIONS = 'Collections on all posts';

/** A tile of one of the editor's pickers, by the start of its title. */
export const tile = (dialog: HTMLElement, gridName: string, title: string) =>
  within(within(dialog).getByRole('grid', { name: gridName })).getByRole('row', {
    name: new RegExp(`^${title}`),
  });

/** What upsertExperiment answers for a feed's one new placement. */
export const savedExperiment = (feedId: string, strategyId: string) => ({
  ...summerExperiment,
  instagramFeedId: feedId,
  items: [
    {
      ...summerExperiment.items[0]!,
      strategyId,
      strategy: { ...summerStrategy, id: strategyId },
    },
  ],
});

/**
 * The editor's preview frame: says it is ready (as the embed does) and records every draft the
 * editor sends it.
 */
export function previewFrame(dialog: HTMLElement) {
  const frame = within(dialog).getByTitle('Feed preview') as HTMLIFrameElement;
  // happy-dom loads no frame: the frame's window is a stand-in that records what it is sent.
  const drafts: FeedPreviewDraft[] = [];
  const target = {
    postMessage(message: unknown, targetOrigin: string) {
      const draft = readFeedPreviewDraft(message);
      if (draft && targetOrigin === window.location.origin) drafts.push(draft);
    },
  } as unknown as Window;
  vi.spyOn(frame, 'contentWindow', 'get').mockReturnValue(target);
  window.dispatchEvent(
    new MessageEvent('message', {
      data: { type: 'feed-preview-ready' },
      origin: window.location.origin,
      source: target,
    }),
  );
  /** A message from the frame, as the embed sends it. */
  const send = (data: unknown) =>
    window.dispatchEvent(
      new MessageEvent('message', { data, origin: window.location.origin, source: target }),
    );
  return { frame, drafts, send, last: () => drafts.at(-1) ?? null };
}

/** The banner titles the feed viewer shows on a post for a draft (as the embed resolves them). */
export function bannerTitles(draft: FeedPreviewDraft | null, postId: string): string[] {
  if (!draft) return [];
  return resolvePlacement(draft.experiment, {
    instagramMediaId: postId,
    viewerRange: 50,
  }).banners.map((banner) => banner.label);
}
