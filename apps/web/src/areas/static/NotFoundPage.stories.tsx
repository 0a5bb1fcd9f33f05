import type { Meta, StoryObj } from '@storybook/react-vite';
import { renderAt } from '../../mocks/decorators';
import { routes } from '../../routes';
import { NotFoundPage } from './NotFoundPage';
import { routes as staticRoutes } from './routes';

const meta = {
  title: 'Pages/Static/Not Found',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen' },
  args: { onGoBack: () => {} },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The /404 route as registered by the static area. */
export const Route: Story = {
  render: () => {
    const notFound = staticRoutes.public?.find((route) => route.path === routes.notFound());
    return renderAt(notFound?.element, { path: routes.notFound() });
  },
};
