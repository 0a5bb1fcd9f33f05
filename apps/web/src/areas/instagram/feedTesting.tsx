// Shared by the feeds' route tests: the /instagram route with a signed-in merchant, what the page
// loads besides the feeds, and ways to reach the editor's parts.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../mocks/decorators';
import { signedInMerchant } from '../../mocks/fixtures';
import { HydrateSession } from '../../session';
import { collections, products, summerExperiment, summerStrategy } from './feedFixtures';
import { instagramAccount, instagramMedia } from './fixtures';
import { InstagramRoute } from './InstagramRoute';

/** The account, its posts and the catalogue; each test adds its feeds and answers. */
export const pageAnswers: Record<string, unknown> = {
  getInstagramAccount: instagramAccount,
  getInstagramMedia: instagramMedia,
  getProducts: products,
  getProductCollections: collections,
  getExperimentForInstagramFeed: null,
};

export function showInstagram(path = '/instagram') {
  render(
    renderAt(
      <HydrateSession currentUser={signedInMerchant}>
        <InstagramRoute />
      </HydrateSession>,
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
