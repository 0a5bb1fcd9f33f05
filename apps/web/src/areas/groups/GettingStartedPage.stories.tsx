import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { renderAt } from '../../mocks/decorators';
import { merchantWithoutGroups } from '../../mocks/fixtures';
import { createdGroup } from '../../mocks/groups';
import { gqlData, gqlError } from '../../mocks/graphql';
import { HydrateSession } from '../../session';
import { GettingStartedPage } from './GettingStartedPage';
import { GettingStartedRoute } from './GettingStartedRoute';

const meta = {
  title: 'Pages/Groups/GettingStarted',
  component: GettingStartedPage,
  parameters: { layout: 'fullscreen' },
  args: { firstName: 'Maya', onCreateGroup: fn(async () => {}) },
} satisfies Meta<typeof GettingStartedPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutFirstName: Story = { args: { firstName: null } };

export const NameRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Group' }));
    await expect(await canvas.findByText('This field is required')).toBeVisible();
  },
};

export const CreateFailed: Story = {
  args: { onCreateGroup: fn(async () => Promise.reject(new Error('Unable to create group.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Group Name/ }), 'Fresh Threads');
    await userEvent.click(canvas.getByRole('button', { name: 'Create Group' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to create group.');
  },
};

const route = () =>
  renderAt(
    <HydrateSession currentUser={merchantWithoutGroups}>
      <GettingStartedRoute />
    </HydrateSession>,
    { path: '/getting-started', otherPaths: ['/dashboard'] },
  );

/** Route module: createGroup, then the session reloads and the user moves on. */
export const Route: Story = {
  parameters: {
    msw: {
      handlers: gqlData({
        createGroup: createdGroup,
        getCurrentUser: {
          ...merchantWithoutGroups,
          groups: [createdGroup],
          currentGroup: createdGroup,
        },
      }),
    },
  },
  render: route,
};

/** Route module: the server refuses the group (its fallback message is shown). */
export const RouteCreateFailed: Story = {
  parameters: { msw: { handlers: [gqlError('createGroup')] } },
  render: route,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      await canvas.findByRole('textbox', { name: /Group Name/ }),
      'Fresh Threads',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Create Group' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unable to create group.');
  },
};
