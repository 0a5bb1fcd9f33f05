// The feed list on /instagram against msw: loading failure, empty, copy, view, delete, and
// ?editDefault=true (the editor's own journeys are in FeedEditorRoute.test.tsx).
import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { gqlData, gqlError } from '../../mocks/graphql';
import { setupGraphqlServer } from '../../session/testing/server';
import { feedEmbedCode } from './feedActions';
import { autumnFeed, summerExperiment, summerFeed } from './feedFixtures';
import { editor, pageAnswers, showInstagram } from './feedTesting';

vi.setConfig({ testTimeout: 30_000 });

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

afterEach(() => vi.restoreAllMocks());

const serve = (answers: Record<string, unknown> = {}) =>
  server.use(...gqlData({ ...pageAnswers, ...answers }));
const show = showInstagram;

const feedsRegion = () => screen.getByRole('region', { name: 'Feeds' });

describe('the feed list', () => {
  it('lists the feeds with a link to the viewer and copies the id and the embed code', async () => {
    serve({ getInstagramFeeds: [summerFeed, autumnFeed] });
    const user = show();
    const row = (await screen.findByRole('rowheader', { name: 'Summer Looks' })).closest('tr')!;
    expect(
      within(feedsRegion())
        .getAllByRole('rowheader')
        .map((h) => h.textContent),
    ).toEqual(['Summer Looks', 'Autumn Shoot']);
    const view = within(row).getByRole('link', { name: /^View Summer Looks/ });
    expect(view).toHaveAttribute('href', `${window.location.origin}/embed/ig/${summerFeed.id}`);
    expect(view).toHaveAttribute('target', '_blank');

    await user.click(within(row).getByRole('button', { name: 'Copy Feed ID of Summer Looks' }));
    expect(await navigator.clipboard.readText()).toBe(summerFeed.id);
    expect(await within(row).findByText('Copied')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Copy Embed Code of Summer Looks' }));
    const code = await navigator.clipboard.readText();
    expect(code).toBe(feedEmbedCode(window.location.origin, summerFeed.id));
    expect(code).toContain(`data-vendy-layout="ig/${summerFeed.id}"`);
  });

  it('offers to create the first feed when there is none', async () => {
    serve({ getInstagramFeeds: [] });
    const user = show();
    expect(await screen.findByRole('heading', { name: 'Create your first feed!' })).toBeVisible();
    await user.click(within(feedsRegion()).getByRole('button', { name: 'Create Feed' }));
    expect(await editor('Creating Feed')).toBeInTheDocument();
  });

  it("shows 'Unable to get Instagram feeds.' when the feeds cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    serve();
    server.use(gqlError('getInstagramFeeds'));
    show();
    expect(
      await within(await screen.findByRole('region', { name: 'Feeds' })).findByRole('alert'),
    ).toHaveTextContent('Unable to get Instagram feeds.');
  });

  it('deletes a feed after confirmation, and keeps the dialog open with the fallback on failure', async () => {
    serve({
      getInstagramFeeds: [summerFeed, autumnFeed],
      deleteInstagramFeed: { success: false, message: null },
    });
    const user = show();
    await user.click(await screen.findByRole('button', { name: 'Delete Summer Looks' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Feed' });
    expect(dialog).toHaveTextContent(
      'Do you really want to delete this feed? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to delete Instagram feed.',
    );

    serve({ deleteInstagramFeed: { success: true, message: null } });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // The toast first: it goes after a few seconds.
    expect(await screen.findByText('Feed deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('rowheader', { name: 'Summer Looks' })).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Autumn Shoot' })).toBeInTheDocument();
    expect(sent('deleteInstagramFeed')).toEqual([
      { feedId: summerFeed.id },
      { feedId: summerFeed.id },
    ]);
  });
});

describe('?editDefault=true', () => {
  it('opens the only feed in the editor', async () => {
    serve({ getInstagramFeeds: [summerFeed], getExperimentForInstagramFeed: summerExperiment });
    show('/instagram?editDefault=true');
    const dialog = await editor('Editing Feed: Summer Looks');
    expect(await within(dialog).findByRole('textbox', { name: /Feed title/ })).toHaveValue(
      'Summer Looks',
    );
  });

  it('opens nothing when there are several feeds', async () => {
    serve({ getInstagramFeeds: [summerFeed, autumnFeed] });
    show('/instagram?editDefault=true');
    expect(await screen.findByRole('rowheader', { name: 'Autumn Shoot' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent('getExperimentForInstagramFeed')).toEqual([]);
  });
});
