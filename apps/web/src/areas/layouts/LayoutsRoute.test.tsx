// The /layouts route module against msw: the paid-plan gate, the list (search, sort, pages,
// drafts, copy, delete) and what it loads and sends.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { layoutEmbedCode } from '@vendy/client/domain';
import { renderAt } from '../../mocks/decorators';
import { freeMerchant, standardMerchant } from '../../mocks/account';
import { gqlData, gqlError } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { draftLayout, heroLayout, layouts, manyLayouts, springLayout } from './fixtures';
import { LayoutsRoute } from './LayoutsRoute';

vi.setConfig({ testTimeout: 30_000 });

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

afterEach(() => vi.restoreAllMocks());

function show({
  user = standardMerchant,
  readOnly = false,
  writeText = vi.fn(async (_text: string) => {}),
}: { user?: CurrentUser; readOnly?: boolean; writeText?: (text: string) => Promise<void> } = {}) {
  render(
    renderAt(
      <HydrateSession currentUser={user}>
        <LayoutsRoute readOnly={readOnly} writeText={writeText} />
      </HydrateSession>,
      { path: '/layouts', otherPaths: ['/plans', '/support/embed-a-layout'] },
    ),
  );
  return { user: userEvent.setup(), writeText };
}

const table = () => screen.getByRole('table', { name: 'Layouts' });
const titles = () =>
  within(table())
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);
const rowOf = (title: RegExp | string) =>
  screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;

async function choose(user: ReturnType<typeof userEvent.setup>, select: RegExp, option: string) {
  await user.click(screen.getByRole('button', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the paid-plan gate', () => {
  it('shows the upgrade card on the Free plan and loads nothing', async () => {
    show({ user: freeMerchant });
    expect(await screen.findByRole('heading', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
    expect(screen.queryByRole('button', { name: 'Add Layout' })).not.toBeInTheDocument();
    expect(sent('getWidgets')).toEqual([]);
  });
});

describe('the layouts list', () => {
  it('offers the first layout when there is none', async () => {
    server.use(...gqlData({ getWidgets: [] }));
    show();
    expect(
      await screen.findByRole('heading', { name: 'Create your first layout!' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Get started by choosing a video and layout format.'),
    ).toBeInTheDocument();
  });

  it("shows 'Unable to get layouts.' when the list cannot be loaded", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(gqlError('getWidgets'));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get layouts.');
  });

  it('lists by most recent change; drafts have a badge and no embed buttons', async () => {
    server.use(...gqlData({ getWidgets: layouts }));
    show();
    await screen.findByRole('rowheader', { name: /Homepage Hero/ });
    expect(titles()).toEqual(['Homepage Hero', 'gift guideDRAFT', 'Spring Lookbook']);

    const hero = rowOf(/Homepage Hero/);
    expect(within(hero).queryByText('DRAFT')).not.toBeInTheDocument();
    for (const name of [
      'Preview Homepage Hero',
      'Copy Layout ID of Homepage Hero',
      'Copy Embed Code of Homepage Hero',
      'Edit Homepage Hero',
      'Delete Homepage Hero',
    ]) {
      expect(within(hero).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(
      within(hero).getByRole('link', { name: 'Help embedding Homepage Hero' }),
    ).toHaveAttribute('href', '/support/embed-a-layout');

    const draft = rowOf(/gift guide/);
    expect(within(draft).getByText('DRAFT')).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Preview gift guide' })).toBeInTheDocument();
    expect(within(draft).getByRole('button', { name: 'Edit gift guide' })).toBeInTheDocument();
    expect(within(draft).queryByRole('button', { name: /Copy/ })).not.toBeInTheDocument();
    expect(within(draft).queryByRole('link', { name: /Help/ })).not.toBeInTheDocument();
  });

  it('searches case-insensitively on the trimmed title and sorts', async () => {
    server.use(...gqlData({ getWidgets: layouts }));
    const { user } = show();
    await screen.findByRole('rowheader', { name: /Homepage Hero/ });
    const search = screen.getByRole('searchbox', { name: 'Search Layouts' });
    await user.type(search, '  GIFT ');
    expect(titles()).toEqual(['gift guideDRAFT']);
    await user.clear(search);

    await choose(user, /Sort$/, 'Alphabetical');
    expect(titles()).toEqual(['gift guideDRAFT', 'Homepage Hero', 'Spring Lookbook']);
    await choose(user, /Sort$/, 'Newest');
    expect(titles()).toEqual(['gift guideDRAFT', 'Spring Lookbook', 'Homepage Hero']);

    await user.type(search, 'nothing like this');
    expect(screen.getByText('No layouts found.')).toBeInTheDocument();
  });

  it('shows 10 per page (5, 10, 25, 50 offered); a search goes back to the first page', async () => {
    server.use(...gqlData({ getWidgets: manyLayouts }));
    const { user } = show();
    await screen.findByRole('rowheader', { name: 'Layout 12' });
    expect(titles()).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(titles()).toEqual(['Layout 2', 'Layout 1']);

    await user.type(screen.getByRole('searchbox', { name: 'Search Layouts' }), 'layout 1');
    // Layout 1, 10, 11, 12 match; the list is back on its first page.
    expect(titles()).toEqual(['Layout 12', 'Layout 11', 'Layout 10', 'Layout 1']);

    await user.click(screen.getByRole('button', { name: /Rows per page/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '5',
      '10',
      '25',
      '50',
    ]);
  });

  it("copies the layout id and the embed code, confirming with 'Copied' for a second", async () => {
    server.use(...gqlData({ getWidgets: layouts }));
    const { user, writeText } = show();
    await screen.findByRole('rowheader', { name: /Homepage Hero/ });
    const hero = rowOf(/Homepage Hero/);

    await user.click(within(hero).getByRole('button', { name: 'Copy Layout ID of Homepage Hero' }));
    expect(writeText).toHaveBeenLastCalledWith('layout-hero');
    expect(within(hero).getByText('Copied')).toBeInTheDocument();
    await waitFor(() => expect(within(hero).queryByText('Copied')).not.toBeInTheDocument(), {
      timeout: 2_000,
    });

    await user.click(
      within(hero).getByRole('button', { name: 'Copy Embed Code of Homepage Hero' }),
    );
    expect(writeText).toHaveBeenLastCalledWith(
      layoutEmbedCode(window.location.origin, 'layout-hero', 'LANDSCAPE'),
    );
  });

  it('previews a layout in its embed frame, as a desktop, tablet or phone', async () => {
    server.use(...gqlData({ getWidgets: layouts }));
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Preview Spring Lookbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Previewing Spring Lookbook' });
    const frame = within(dialog).getByTitle('Preview of Spring Lookbook');
    expect(frame).toHaveAttribute('src', '/embed/layout-spring?preview=1');
    expect(frame).toHaveAttribute('height', '800');
    expect(frame.parentElement).toHaveStyle({ width: '100%' });
    await user.click(within(dialog).getByRole('radio', { name: 'Tablet' }));
    expect(frame.parentElement).toHaveStyle({ width: '820px' });
    await user.click(within(dialog).getByRole('radio', { name: 'Mobile' }));
    expect(frame.parentElement).toHaveStyle({ width: '390px' });
  });

  it('deletes a layout after confirmation and drops it from the list', async () => {
    server.use(...gqlData({ getWidgets: layouts, deleteWidget: { success: true, message: null } }));
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Delete Spring Lookbook' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Layout' });
    expect(dialog).toHaveTextContent(
      'Do you really want to delete this layout? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('rowheader', { name: 'Spring Lookbook' })).not.toBeInTheDocument(),
    );
    expect(sent('deleteWidget')).toEqual([{ id: 'layout-spring' }]);
    expect(await screen.findByText('Layout deleted successfully.')).toBeInTheDocument();
  });

  it("keeps the dialog open with 'Error deleting widget.' when the delete fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...gqlData({ getWidgets: layouts }), gqlError('deleteWidget'));
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Delete Spring Lookbook' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Layout' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Error deleting widget.');
    expect(rowOf('Spring Lookbook')).toBeInTheDocument();
  });

  it('read-only: no Add Layout, edit or delete', async () => {
    server.use(...gqlData({ getWidgets: [heroLayout, springLayout, draftLayout] }));
    show({ readOnly: true });
    await screen.findByRole('rowheader', { name: /Homepage Hero/ });
    expect(screen.queryByRole('button', { name: 'Add Layout' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Homepage Hero' })).toBeInTheDocument();
  });
});
