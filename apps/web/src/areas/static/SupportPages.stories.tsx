import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderAt } from '../../mocks/decorators';
import { routes } from '../../routes';
import { SupportEmbedALayoutPage } from './SupportEmbedALayoutPage';
import { SupportLayoutsPage } from './SupportLayoutsPage';
import { SupportManuallyEmbedALayoutPage } from './SupportManuallyEmbedALayoutPage';

// The help pages have no data: each story renders the page at its route (links need the router).
const meta = {
  title: 'Pages/Static/Support',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmbedALayout: Story = {
  render: () => renderAt(<SupportEmbedALayoutPage />, { path: routes.supportEmbedALayout() }),
};

export const ManuallyEmbedALayout: Story = {
  render: () =>
    renderAt(<SupportManuallyEmbedALayoutPage />, { path: routes.supportManuallyEmbedALayout() }),
};

export const Layouts: Story = {
  render: () => renderAt(<SupportLayoutsPage />, { path: routes.supportLayouts() }),
};
