import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VendyRequestError } from '@vendy/client/request';
import {
  acmeGroupData,
  adminAffiliateLinks,
  adminAudios,
  adminGroupListAnswers,
  adminImageCollections,
  adminProductCollections,
  adminProducts,
  adminVideos,
  adminVirtualVideos,
  adminWidgets,
} from '../../mocks/admin';
import { gqlData, gqlError } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { AdminGroupPage, type AdminGroupLists, type AdminGroupPageProps } from './AdminGroupPage';
import { AdminGroupRoute } from './AdminGroupRoute';
import { INTERACTION_TIMEOUT, mockServer, silenceErrorLog } from './testSupport';

const ready = <T,>(data: readonly T[]) => ({ status: 'ready' as const, data });
const lists: AdminGroupLists = {
  products: ready(adminProducts),
  productCollections: ready(adminProductCollections),
  affiliateLinks: ready(adminAffiliateLinks),
  videos: ready(adminVideos),
  imageCollections: ready(adminImageCollections),
  audios: ready(adminAudios),
  virtualVideos: ready(adminVirtualVideos),
  widgets: ready(adminWidgets),
};

const rowHeaders = (table: HTMLElement) =>
  within(table)
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent);

function renderPage(props: Partial<AdminGroupPageProps> = {}) {
  const handlers = {
    onChangeRole: vi.fn<AdminGroupPageProps['onChangeRole']>(async () => {}),
    onRemoveUser: vi.fn<AdminGroupPageProps['onRemoveUser']>(async () => {}),
  };
  render(
    renderAt(
      <AdminGroupPage
        group={{ status: 'ready', data: acmeGroupData }}
        lists={lists}
        {...handlers}
        {...props}
      />,
      { path: '/admin/groups/group-acme' },
    ),
  );
  return handlers;
}

describe('AdminGroupPage', INTERACTION_TIMEOUT, () => {
  it("shows the group's name, active plan, social account and store", () => {
    renderPage();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme Outfitters');
    const facts = Object.fromEntries(
      screen
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toEqual({
      Name: 'Acme Outfitters',
      'Active plan': 'starter',
      'Social account': 'acme.outfitters',
      Store: 'acme-outfitters.myshopify.com',
    });
    expect(screen.getByRole('tab', { name: 'Group' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Group',
      'Products',
      'Video Assets',
      'Shoppable Videos',
      'Layouts',
    ]);
  });

  it('changes a member role through the lower-case role dropdown', async () => {
    const user = userEvent.setup();
    const { onChangeRole } = renderPage();
    const users = screen.getByRole('grid', { name: 'Users' });
    expect(rowHeaders(users)).toEqual([
      'maya@example.com',
      'omar@example.com',
      'Priya.Patel@Example.com',
    ]);

    await user.click(screen.getByRole('button', { name: /Role of Priya.Patel@Example.com/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'owner',
      'user',
    ]);
    await user.click(screen.getByRole('option', { name: 'owner' }));
    expect(onChangeRole).toHaveBeenCalledWith('user-priya', 'OWNER');
  });

  it('shows a failed role change above the users table', async () => {
    const user = userEvent.setup();
    const { onChangeRole } = renderPage();
    onChangeRole.mockRejectedValueOnce(new VendyRequestError('Unable to change role.'));
    await user.click(screen.getByRole('button', { name: /Role of omar@example.com/ }));
    await user.click(screen.getByRole('option', { name: 'owner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to change role.');
  });

  it('removes a member after confirmation; a failure stays in the dialog', async () => {
    const user = userEvent.setup();
    const { onRemoveUser } = renderPage();
    onRemoveUser.mockRejectedValueOnce(new VendyRequestError('Unable to remove user.'));
    await user.click(screen.getByRole('button', { name: 'Remove omar@example.com' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove User' });
    expect(dialog).toHaveTextContent(
      'Do you really want to remove Omar Okafor (omar@example.com) from Acme Outfitters?',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to remove user.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(onRemoveUser).toHaveBeenCalledTimes(2);
    expect(onRemoveUser).toHaveBeenLastCalledWith('user-omar');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('lists products, product collections and affiliate links, read-only', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    const products = screen.getByRole('grid', { name: 'Products' });
    expect(rowHeaders(products)).toEqual(['Canvas Tote', 'Merino Beanie', 'Trail Runner Jacket']);
    expect(within(products).getByText('$29.50')).toBeInTheDocument();
    expect(within(products).queryByRole('button', { name: /edit|delete|archive/i })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Product Collections' }));
    expect(rowHeaders(screen.getByRole('grid', { name: 'Product Collections' }))).toEqual([
      'Winter Essentials',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Affiliate Links' }));
    const links = screen.getByRole('grid', { name: 'Affiliate Links' });
    expect(within(links).getByText('https://partner.example/camp-stove')).toBeInTheDocument();
  });

  it('lists videos, photo collections and audio', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Video Assets' }));
    const videos = screen.getByRole('grid', { name: 'Videos' });
    const packing = within(videos)
      .getByRole('rowheader', { name: 'Packing list' })
      .closest('[role="row"]') as HTMLElement;
    expect(within(packing).getByText('Youtube')).toBeInTheDocument();
    expect(within(packing).getByText('Processing')).toBeInTheDocument();
    expect(within(packing).getByText('3:05')).toBeInTheDocument();
    expect(within(packing).getByText('2026-10-08')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Photo Collections' }));
    expect(rowHeaders(screen.getByRole('grid', { name: 'Photo Collections' }))).toEqual([
      'Autumn lookbook',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Audio' }));
    expect(
      within(screen.getByRole('grid', { name: 'Audio' })).getByText('1:35'),
    ).toBeInTheDocument();
  });

  it('lists shoppable videos and layouts', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('tab', { name: 'Shoppable Videos' }));
    expect(rowHeaders(screen.getByRole('grid', { name: 'Shoppable Videos' }))).toEqual([
      'Rainy day picks',
    ]);
    await user.click(screen.getByRole('tab', { name: 'Layouts' }));
    const layouts = screen.getByRole('grid', { name: 'Layouts' });
    expect(rowHeaders(layouts)).toEqual(['Home page carousel', 'Jacket product page']);
    expect(within(layouts).getByText('Portrait carousel')).toBeInTheDocument();
    expect(within(layouts).getByText('Draft')).toBeInTheDocument();
  });

  it("shows a list's error above its empty table without affecting the others", async () => {
    const user = userEvent.setup();
    renderPage({
      defaultTab: 'video-assets',
      lists: { ...lists, videos: { status: 'error', message: 'Unable to get videos.' } },
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to get videos.');
    expect(screen.getByText('No videos found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Audio' }));
    expect(rowHeaders(screen.getByRole('grid', { name: 'Audio' }))).toEqual(['Upbeat acoustic']);
  });

  it('shows the loading and error states of the group', () => {
    const { unmount } = render(
      <AdminGroupPage
        group={{ status: 'loading' }}
        lists={lists}
        onChangeRole={vi.fn()}
        onRemoveUser={vi.fn()}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    unmount();
    renderPage({ group: { status: 'error', message: 'Unable to get group.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to get group.');
    expect(screen.queryByRole('tab')).toBeNull();
  });
});

describe('AdminGroupRoute', INTERACTION_TIMEOUT, () => {
  const calls: Array<[string, Record<string, unknown>]> = [];
  const server = mockServer(
    ...gqlData({
      adminGetGroupData: (variables: Record<string, unknown>) => {
        calls.push(['adminGetGroupData', variables]);
        return acmeGroupData;
      },
      ...adminGroupListAnswers,
      adminChangeGroupUserRole: (variables: Record<string, unknown>) => {
        calls.push(['adminChangeGroupUserRole', variables]);
        const member = acmeGroupData.users.find((u) => u.userId === variables.userId)!;
        return { ...member, role: variables.role };
      },
      adminRemoveUserFromGroup: (variables: Record<string, unknown>) => {
        calls.push(['adminRemoveUserFromGroup', variables]);
        return { success: true, message: null };
      },
    }),
  );
  const renderRoute = () =>
    render(
      renderAt(<AdminGroupRoute />, {
        path: '/admin/groups/group-acme',
        pattern: '/admin/groups/:id',
      }),
    );

  it('loads the group of the address and applies role changes and removals', async () => {
    calls.length = 0;
    const user = userEvent.setup();
    renderRoute();
    await screen.findByRole('heading', { level: 1, name: 'Acme Outfitters' });
    expect(calls).toContainEqual(['adminGetGroupData', { groupId: 'group-acme' }]);

    await user.click(screen.getByRole('button', { name: /Role of omar@example.com/ }));
    await user.click(screen.getByRole('option', { name: 'owner' }));
    expect(
      await screen.findByRole('button', { name: /^owner Role of omar@example.com$/ }),
    ).toBeInTheDocument();
    expect(calls).toContainEqual([
      'adminChangeGroupUserRole',
      { groupId: 'group-acme', userId: 'user-omar', role: 'OWNER' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Remove omar@example.com' }));
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }),
    );
    expect(await screen.findByText('maya@example.com')).toBeInTheDocument();
    expect(screen.queryByText('omar@example.com')).toBeNull();
    expect(calls).toContainEqual([
      'adminRemoveUserFromGroup',
      { groupId: 'group-acme', userId: 'user-omar' },
    ]);
  });

  it('keeps the group tab usable when the later areas answer errors', async () => {
    silenceErrorLog();
    server.use(
      ...Object.keys(adminGroupListAnswers).map((name) => gqlError(name, 'Not available yet.')),
    );
    const user = userEvent.setup();
    renderRoute();
    await screen.findByRole('heading', { level: 1, name: 'Acme Outfitters' });
    await user.click(screen.getByRole('tab', { name: 'Layouts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not available yet.');
    expect(screen.getByText('No layouts found')).toBeInTheDocument();
  });

  it("shows the spec's fallback when a role change fails", async () => {
    silenceErrorLog();
    server.use(gqlError('adminChangeGroupUserRole'));
    const user = userEvent.setup();
    renderRoute();
    await user.click(await screen.findByRole('button', { name: /Role of omar@example.com/ }));
    await user.click(screen.getByRole('option', { name: 'owner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to change role.');
  });
});
