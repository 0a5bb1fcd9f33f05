import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AffiliateLinkFormDialog } from './AffiliateLinkForm';
import { affiliateLinks } from './fixtures';

const meta = {
  title: 'Pages/Products/Affiliate Product Form',
  component: AffiliateLinkFormDialog,
  parameters: { layout: 'fullscreen' },
  args: { isOpen: true, link: null, onClose: fn(), onSave: fn(async () => {}) },
} satisfies Meta<typeof AffiliateLinkFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const New: Story = {};

/** Editing a link with two pictures (drag the handles, or Space and the arrow keys, to reorder). */
export const Edit: Story = { args: { link: affiliateLinks[0]! } };

export const Validation: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Affiliate Product' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '12.345');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Link/ }), 'nope');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByText('Invalid currency format')).toBeVisible();
    await expect(within(dialog).getByText('Invalid URL.')).toBeVisible();
  },
};

export const LivePreview: Story = {
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Affiliate Product' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Title/ }), 'Camp Stove');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Price/ }), '$1,049.5');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Button CTA/ }), 'Get it');
    const preview = within(dialog).getByRole('region', { name: 'Live Preview' });
    await expect(within(preview).getByText('$1,049.50')).toBeVisible();
  },
};

export const SaveFailed: Story = {
  args: {
    link: affiliateLinks[1]!,
    onSave: fn(async () => {
      throw new Error('Unable to save affiliate link.');
    }),
  },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Affiliate Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to save affiliate link.',
    );
  },
};

/** Reordering from the keyboard: Space picks the first picture up, ArrowRight, Space drops it. */
export const KeyboardReorder: Story = {
  args: { link: affiliateLinks[0]! },
  play: async () => {
    const dialog = within(document.body).getByRole('dialog', { name: 'Affiliate Product' });
    within(dialog).getByRole('button', { name: 'Move picture 1 of 2' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    const list = within(dialog).getByRole('list', { name: 'Photos, in display order' });
    await expect(list.querySelector('img')).toHaveAttribute(
      'src',
      affiliateLinks[0]!.images[1]!.thumbnailUrl,
    );
  },
};
