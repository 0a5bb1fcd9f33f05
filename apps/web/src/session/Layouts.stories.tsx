import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { RootLayout } from '../app/RootLayout';
import { gqlData, gqlError, gqlPending } from '../mocks/graphql';
import { anonymous, signedInAdmin, signedInMerchant } from '../mocks/fixtures';
import { AdminLayout, AppLayout, SemiPublicLayout } from './layouts';

/** A layout at `path` around a stand-in page, with its own router and jotai store. */
function renderLayout(layout: ReactElement, path: string, title: string) {
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          {
            element: layout,
            children: [{ path, element: <h1>{title}</h1> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return (
    <Provider store={createStore()}>
      <RouterProvider router={router} />
    </Provider>
  );
}

const meta = {
  title: 'Pages/Session/Layouts',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** AppLayout with a merchant whose group has a store and a plan: the page is shown. */
export const AppSignedIn: Story = {
  parameters: { msw: { handlers: gqlData({ getCurrentUser: signedInMerchant }) } },
  render: () => renderLayout(<AppLayout />, '/dashboard', 'Dashboard'),
};

export const AppLoadingSession: Story = {
  parameters: { msw: { handlers: [gqlPending('getCurrentUser')] } },
  render: () => renderLayout(<AppLayout />, '/dashboard', 'Dashboard'),
};

export const AppSessionFailed: Story = {
  parameters: { msw: { handlers: [gqlError('getCurrentUser')] } },
  render: () => renderLayout(<AppLayout />, '/dashboard', 'Dashboard'),
};

export const AdminSignedIn: Story = {
  parameters: { msw: { handlers: gqlData({ getCurrentUser: signedInAdmin }) } },
  render: () => renderLayout(<AdminLayout />, '/admin/dashboard', 'Users'),
};

export const SemiPublicSignedOut: Story = {
  parameters: { msw: { handlers: gqlData({ getCurrentUser: anonymous }) } },
  render: () => renderLayout(<SemiPublicLayout />, '/pending-invitations', 'Pending Invitations'),
};

export const SemiPublicSignedIn: Story = {
  parameters: { msw: { handlers: gqlData({ getCurrentUser: signedInMerchant }) } },
  render: () => renderLayout(<SemiPublicLayout />, '/pending-invitations', 'Pending Invitations'),
};
