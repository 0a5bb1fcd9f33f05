import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { signedInAdmin } from '../../../mocks/fixtures';
import { gqlData, gqlError, gqlPending } from '../../../mocks/graphql';
import { renderAt } from '../../../mocks/decorators';
import { routes } from '../../../routes';
import { HydrateSession } from '../../../session';
import { sliderAnswers, sliderPages, withoutHandle } from './fixtures';
import { DELETE_ERROR, NO_HANDLE } from './SliderPagesPage';
import { SliderPagesRoute } from './SliderPagesRoute';

const list = () =>
  renderAt(
    <HydrateSession currentUser={signedInAdmin}>
      <SliderPagesRoute />
    </HydrateSession>,
    { path: routes.adminSliders(), otherPaths: ['/admin/sliders/:id'] },
  );

const meta = {
  title: 'Pages/Admin/Slider Pages',
  parameters: { layout: 'fullscreen', msw: { handlers: gqlData(sliderAnswers()) } },
  render: list,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group's pages with their public addresses under the group's handle. */
export const WithPages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = await canvas.findByRole('link', {
      name: /\/pages\/acme-outfitters\/autumn-outdoors/,
    });
    await expect(address).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Edit Autumn outdoors' })).toHaveAttribute(
      'href',
      '/admin/sliders/page-autumn',
    );
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: gqlData(sliderAnswers([])) } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No slider pages yet' });
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [gqlPending('getSliderPages')] } },
};

/** The pages could not be read: the message and Try again. */
export const LoadError: Story = {
  parameters: { msw: { handlers: [gqlError('getSliderPages', 'Unable to get slider pages.')] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Unable to get slider pages.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** The group has no handle yet: the pages are not published, and the list says so. */
export const NoHandle: Story = {
  parameters: { msw: { handlers: gqlData(sliderAnswers(withoutHandle(sliderPages))) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect((await canvas.findAllByText(new RegExp(NO_HANDLE))).length).toBe(2);
    await expect(canvas.queryByRole('link', { name: /\/pages\// })).toBeNull();
  },
};

export const DeleteQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Gift guide' }));
    await screen.findByRole('alertdialog', { name: 'Delete Slider Page' });
  },
};

/** The server refused the delete: the dialog stays open with the spec's message. */
export const DeleteError: Story = {
  parameters: {
    msw: { handlers: [gqlError('deleteSliderPage'), ...gqlData(sliderAnswers())] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Delete Gift guide' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Slider Page' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText(DELETE_ERROR)).toBeVisible();
  },
};
