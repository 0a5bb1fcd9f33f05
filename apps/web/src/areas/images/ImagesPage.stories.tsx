import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { freeMerchant } from '../../mocks/account';
import { signedInMerchant } from '../../mocks/fixtures';
import { renderAt } from '../../mocks/decorators';
import { gqlData, gqlError, gqlPending } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { chosenPictures, collections, manyCollections, summer } from './fixtures';
import { ImagesPage } from './ImagesPage';
import { ImagesRoute } from './ImagesRoute';
import type { PhotoActions } from './photoActions';
import { UpgradeCard } from '../../components/UpgradeCard';

const actions = (overrides: Partial<PhotoActions> = {}): PhotoActions => ({
  create: fn(async () => summer),
  save: fn(async (collection) => collection),
  remove: fn(async () => {}),
  ...overrides,
});

const meta = {
  title: 'Pages/Images/Photo Collections',
  component: ImagesPage,
  parameters: { layout: 'fullscreen' },
  args: { collections: { status: 'ready', data: collections }, actions: actions() },
  render: (args) => renderAt(<ImagesPage {...args} />, { path: '/images' }),
} satisfies Meta<typeof ImagesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};

export const Empty: Story = { args: { collections: { status: 'ready', data: [] } } };

export const Loading: Story = { args: { collections: { status: 'loading' } } };

export const LoadFailed: Story = {
  args: { collections: { status: 'error', message: 'Unable to get data.' } },
};

/** Twelve collections: the first page of ten, with the page controls. */
export const Paged: Story = { args: { collections: { status: 'ready', data: manyCollections } } };

/** The 'Upload Photos' form with three photos chosen, in the order they will be shown. */
export const UploadForm: Story = {
  args: { initialDialog: { kind: 'upload', files: chosenPictures() } },
};

/** Photos going up: the progress bar counts the stored files; the form is locked meanwhile. */
export const Uploading: Story = {
  args: {
    initialDialog: { kind: 'upload', files: chosenPictures() },
    actions: actions({
      create: fn((_values, options) => {
        options?.onProgress?.({ phase: 'uploading', done: 1, total: 3 });
        return new Promise<never>(() => {});
      }),
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photos' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Lookbook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(
      await within(dialog).findByRole('progressbar', { name: 'Uploading photos…' }),
    ).toHaveAttribute('aria-valuetext', '1 of 3 photos uploaded');
  },
};

/** A PUT was refused: the file is named inside the dialog, which stays open. */
export const UploadFailed: Story = {
  args: {
    initialDialog: { kind: 'upload', files: chosenPictures() },
    actions: actions({
      create: fn(async () => Promise.reject(new Error('Unable to upload image: Two.svg'))),
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photos' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Lookbook');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to upload image: Two.svg',
    );
  },
};

export const EditForm: Story = { args: { initialDialog: { kind: 'edit', collection: summer } } };

export const DeleteDialog: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete Summer lookbook' }),
    );
    await expect(
      await screen.findByRole('alertdialog', { name: 'Delete Photo Collection' }),
    ).toHaveTextContent(
      'Do you really want to delete this photo collection? This action cannot be undone.',
    );
  },
};

export const DeleteFailed: Story = {
  args: {
    actions: actions({
      remove: fn(async () => Promise.reject(new Error('Error deleting image collection.'))),
    }),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: 'Delete Summer lookbook' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Photo Collection' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByText('Error deleting image collection.')).toBeVisible();
  },
};

/** What a group without a paid plan sees instead of the page. */
export const UpgradeGate: Story = {
  render: () => renderAt(<UpgradeCard heading="Photos" />, { path: '/images' }),
};

const route = (currentUser: CurrentUser) => () =>
  renderAt(
    <HydrateSession currentUser={currentUser}>
      <ImagesRoute />
    </HydrateSession>,
    { path: '/images' },
  );

/** Route module on a paid plan: the list comes from getImageCollections. */
export const Route: Story = {
  parameters: { msw: { handlers: gqlData({ getImageCollections: collections }) } },
  render: route(signedInMerchant),
};

export const RouteLoading: Story = {
  parameters: { msw: { handlers: [gqlPending('getImageCollections')] } },
  render: route(signedInMerchant),
};

/** Route module: getImageCollections fails without a message, so the fallback is shown. */
export const RouteLoadFailed: Story = {
  parameters: { msw: { handlers: [gqlError('getImageCollections')] } },
  render: route(signedInMerchant),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Unable to get data.',
    );
  },
};

/** Route module on the Free plan: the upgrade card, and nothing is loaded. */
export const RouteFreePlan: Story = {
  render: route(freeMerchant),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('link', { name: 'Upgrade Now' }),
    ).toHaveAttribute('href', '/plans');
  },
};
