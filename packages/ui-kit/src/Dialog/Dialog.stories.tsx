import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, DialogTrigger } from './Dialog';

const meta = {
  title: 'UI Kit/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    title: 'Edit Audio',
    size: 'md',
    children: 'Change the title, description and loop setting of this audio file.',
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Dialog
        {...args}
        actions={(close) => (
          <>
            <Button variant="secondary" onPress={close}>
              Cancel
            </Button>
            <Button onPress={close}>Save</Button>
          </>
        )}
      />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openDialog: Story['play'] = async ({ canvasElement }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
  await expect(await screen.findByRole('dialog')).toBeVisible();
};

/** Closed: only the trigger. */
export const Closed: Story = {};

export const Open: Story = { play: openDialog };

export const Small: Story = { args: { size: 'sm', title: 'Rename group' }, play: openDialog };

export const Large: Story = { args: { size: 'lg', title: 'Import Products' }, play: openDialog };

export const LongContent: Story = {
  args: {
    title: 'Terms of Service for merchants using shoppable video layouts on their stores',
    children: Array.from({ length: 12 }, (_, i) => (
      <p key={i}>
        Section {i + 1}. Layouts embedded in a store show products from the connected catalogue;
        prices and availability come from the store at the time a viewer opens the layout.
      </p>
    )),
  },
  play: openDialog,
};

/** The layout preview: full screen, device toggles in the header. */
export const FullScreen: Story = {
  args: {
    size: 'fullscreen',
    title: 'Previewing Summer Sale',
    toolbar: (
      <>
        <Button variant="secondary" size="sm">
          Desktop
        </Button>
        <Button variant="ghost" size="sm">
          Tablet
        </Button>
        <Button variant="ghost" size="sm">
          Mobile
        </Button>
      </>
    ),
    children: <p>The embedded layout is shown here at the chosen device width.</p>,
  },
  render: (args) => (
    <DialogTrigger>
      <Button>Open dialog</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  play: openDialog,
};
