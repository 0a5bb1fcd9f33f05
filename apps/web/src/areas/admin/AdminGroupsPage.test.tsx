import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VendyRequestError } from '@vendy/client/request';
import { acmeAdminGroup, adminGroups, webhookIds } from '../../mocks/admin';
import { gqlData, gqlError } from '../../mocks/graphql';
import { renderAt } from '../../mocks/decorators';
import { AdminGroupsPage, type AdminGroupsPageProps } from './AdminGroupsPage';
import { AdminGroupsRoute } from './AdminGroupsRoute';
import { INTERACTION_TIMEOUT, mockServer, silenceErrorLog } from './testSupport';

const bodyRows = () => within(screen.getAllByRole('rowgroup')[1]!).queryAllByRole('row');
const names = () => bodyRows().map((row) => within(row).queryByRole('rowheader')?.textContent);
const rowOf = (name: string) =>
  screen.getByRole('rowheader', { name }).closest('[role="row"]') as HTMLElement;

function renderPage(props: Partial<AdminGroupsPageProps> = {}) {
  const handlers = {
    onExtendFreeTrial: vi.fn<AdminGroupsPageProps['onExtendFreeTrial']>(async () => {}),
    onResetWebhooks: vi.fn<AdminGroupsPageProps['onResetWebhooks']>(async () => webhookIds),
  };
  render(
    renderAt(
      <AdminGroupsPage groups={{ status: 'ready', data: adminGroups }} {...handlers} {...props} />,
      { path: '/admin/groups' },
    ),
  );
  return handlers;
}

async function openAction(groupName: string, item: string) {
  await userEvent.click(screen.getByRole('button', { name: `Actions for ${groupName}` }));
  await userEvent.click(screen.getByRole('menuitem', { name: item }));
  return screen.getByRole('dialog');
}

describe('AdminGroupsPage', INTERACTION_TIMEOUT, () => {
  it('lists groups by name ascending, five per page, with store, active plan and en-CA date', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Groups' })).toBeInTheDocument();
    expect(names()).toEqual([
      'Acme Outfitters',
      'Fern & Finch',
      'Lumen Home',
      'Northwind Goods',
      'Orbit Outdoor',
    ]);
    expect(screen.getByText('1–5 of 6')).toBeInTheDocument();

    const acme = within(rowOf('Acme Outfitters'));
    expect(acme.getByText('acme-outfitters.myshopify.com')).toBeInTheDocument();
    expect(acme.getByText('starter')).toBeInTheDocument();
    expect(acme.getByText('2026-10-02')).toBeInTheDocument();
    expect(acme.getByRole('link', { name: 'Acme Outfitters' })).toHaveAttribute(
      'href',
      '/admin/groups/group-acme',
    );
    // The newest REQUESTED entry is skipped; the ACTIVE one below it is the plan.
    expect(within(rowOf('Lumen Home')).getByText('standard')).toBeInTheDocument();
  });

  it('searches group and store names case-insensitively, with an empty state', async () => {
    const user = userEvent.setup();
    renderPage();
    const search = screen.getByRole('searchbox', { name: 'Search Groups' });
    await user.click(search);
    await user.paste(' ZEST ');
    expect(names()).toEqual(['Zest Kitchen']);
    // Its history ends with a cancellation: no active plan.
    expect(within(rowOf('Zest Kitchen')).getByText('None')).toBeInTheDocument();
    await user.clear(search);
    await user.paste('lumen-home.myshopify');
    expect(names()).toEqual(['Lumen Home']);
    await user.clear(search);
    await user.paste('no such group');
    expect(screen.getByText('No groups found')).toBeInTheDocument();
  });

  it('expands a row to its users and plan history', async () => {
    renderPage();
    await userEvent.click(
      screen.getByRole('button', { name: 'Users and plan history of Lumen Home' }),
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Lucas Lambert · lucas@lumenhome.example (owner)',
      'standard · REQUESTED · 2026-11-18 (30 trial days)',
      'standard · ACTIVE · 2026-11-04 (30 trial days)',
    ]);
  });

  it('adds free-trial days: 1 by default, a positive integer', async () => {
    const user = userEvent.setup();
    const { onExtendFreeTrial } = renderPage();
    const dialog = await openAction('Acme Outfitters', 'Add free-trial days');
    expect(
      within(dialog).getByRole('heading', { name: 'Add Free Trial Days' }),
    ).toBeInTheDocument();
    const days = within(dialog).getByRole('textbox', { name: /Days/ });
    const submit = within(dialog).getByRole('button', { name: 'Add Days' });
    expect(days).toHaveValue('1');

    await user.clear(days);
    await user.click(submit);
    expect(dialog).toHaveTextContent('This field is required');
    for (const [entry, message] of [
      ['0', 'Must be positive.'],
      ['1.5', 'Must be an integer.'],
      ['ten', 'Must be a number.'],
    ] as const) {
      await user.clear(days);
      await user.paste(entry);
      await user.click(submit);
      expect(dialog).toHaveTextContent(message);
    }
    expect(onExtendFreeTrial).not.toHaveBeenCalled();

    await user.clear(days);
    await user.paste('7');
    await user.click(submit);
    expect(onExtendFreeTrial).toHaveBeenCalledWith('group-acme', 7);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the dialog open with the message when the extension fails', async () => {
    const { onExtendFreeTrial } = renderPage();
    onExtendFreeTrial.mockRejectedValueOnce(new VendyRequestError('Unable to extend free trial.'));
    const dialog = await openAction('Orbit Outdoor', 'Add free-trial days');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Days' }));
    expect(onExtendFreeTrial).toHaveBeenCalledWith('group-orbit', 1);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Unable to extend free trial.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('sets store webhooks and shows the four returned ids', async () => {
    const { onResetWebhooks } = renderPage();
    const dialog = await openAction('Acme Outfitters', 'Set store webhooks');
    expect(dialog).toHaveTextContent('acme-outfitters.myshopify.com');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set Webhooks' }));
    expect(onResetWebhooks).toHaveBeenCalledWith('group-acme');
    for (const id of Object.values(webhookIds))
      expect(within(dialog).getByText(id)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a webhook failure inline and lets the admin retry', async () => {
    const { onResetWebhooks } = renderPage();
    onResetWebhooks.mockRejectedValueOnce(new VendyRequestError('Unable to set webhooks.'));
    const dialog = await openAction('Orbit Outdoor', 'Set store webhooks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set Webhooks' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Unable to set webhooks.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set Webhooks' }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(dialog).getByText(webhookIds.cartsUpdate)).toBeInTheDocument();
  });

  it('shows the load error above the empty table', () => {
    renderPage({ groups: { status: 'error', message: 'Unable to get group.' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to get group.');
    expect(screen.getByText('No groups found')).toBeInTheDocument();
  });
});

describe('AdminGroupsRoute', INTERACTION_TIMEOUT, () => {
  const extended = {
    ...acmeAdminGroup,
    planHistory: [{ ...acmeAdminGroup.planHistory[0]!, freeTrialDays: 35 }],
  };
  const calls: Array<Record<string, unknown>> = [];
  const server = mockServer(
    ...gqlData({
      adminGetManyGroupsData: adminGroups,
      extendFreeTrial: (variables: Record<string, unknown>) => {
        calls.push(variables);
        return extended;
      },
    }),
  );

  it('extends the trial with extendFreeTrial(groupId, days), updates the row and confirms', async () => {
    render(renderAt(<AdminGroupsRoute />, { path: '/admin/groups' }));
    await screen.findByRole('rowheader', { name: 'Acme Outfitters' });
    const dialog = await openAction('Acme Outfitters', 'Add free-trial days');
    const days = within(dialog).getByRole('textbox', { name: /Days/ });
    await userEvent.clear(days);
    await userEvent.paste('5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Days' }));
    expect(
      await screen.findByText('Added 5 free-trial days to Acme Outfitters.'),
    ).toBeInTheDocument();
    expect(calls).toEqual([{ groupId: 'group-acme', days: 5 }]);
    await userEvent.click(
      screen.getByRole('button', { name: 'Users and plan history of Acme Outfitters' }),
    );
    expect(screen.getByText(/\(35 trial days\)/)).toBeInTheDocument();
  });

  it("shows the spec's fallback when setting webhooks fails", async () => {
    silenceErrorLog();
    server.use(gqlError('adminResetGroupWebhooks'));
    render(renderAt(<AdminGroupsRoute />, { path: '/admin/groups' }));
    await screen.findByRole('rowheader', { name: 'Acme Outfitters' });
    const dialog = await openAction('Acme Outfitters', 'Set store webhooks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Set Webhooks' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Unable to set webhooks.');
  });
});
