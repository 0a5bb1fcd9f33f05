// The /images route module against msw: the paid-plan gate, what it loads and sends, and how the
// list follows each change.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '../../mocks/decorators';
import { freeMerchant, standardMerchant } from '../../mocks/account';
import { secondGroup, signedInMerchant } from '../../mocks/fixtures';
import { gqlData, gqlError } from '../../mocks/graphql';
import { HydrateSession, type CurrentUser } from '../../session';
import { setupGraphqlServer } from '../../session/testing/server';
import { collection, collections, forest, image, photoFile, summer } from './fixtures';
import { ImagesRoute } from './ImagesRoute';
import { layOutPhotoTiles } from './testing';

vi.setConfig({ testTimeout: 30_000 });

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

beforeEach(() => layOutPhotoTiles());
afterEach(() => vi.restoreAllMocks());

type Fetch = typeof globalThis.fetch;

function show({
  fetch = vi.fn<Fetch>(async () => new Response(null, { status: 200 })),
  user = signedInMerchant,
}: {
  fetch?: Fetch;
  user?: CurrentUser;
} = {}) {
  render(
    renderAt(
      <HydrateSession currentUser={user}>
        <ImagesRoute fetch={fetch} />
      </HydrateSession>,
      { path: '/images', otherPaths: ['/plans'] },
    ),
  );
  return { fetch, user: userEvent.setup({ applyAccept: false }) };
}

/** Signed URLs as the server hands them out: one per requested file, keyed by its name. */
const signedUrls = (variables: Record<string, unknown>) =>
  (variables.fileData as Array<{ fileName: string }>).map(({ fileName }) => ({
    fileName,
    fileKey: `groups/group-acme/images/${fileName}`,
    url: `http://localhost/storage/put/${encodeURIComponent(fileName)}?sig=1`,
    objectExists: false,
  }));

const fileInput = (dialog: HTMLElement) =>
  dialog.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the paid-plan gate', () => {
  it.each([
    ['the Free plan', freeMerchant],
    ['no plan', { ...signedInMerchant, currentGroup: secondGroup }],
  ])('shows the upgrade card on %s and loads nothing', async (_name, user) => {
    show({ user });
    expect(await screen.findByRole('heading', { name: 'Upgrade Your Plan' })).toBeInTheDocument();
    expect(
      screen.getByText('This area requires a higher tier than your current plan.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
    expect(screen.queryByRole('tab', { name: 'Photo Collections' })).not.toBeInTheDocument();
    expect(sent('getImageCollections')).toEqual([]);
  });

  it('opens the page on a paid plan', async () => {
    server.use(...gqlData({ getImageCollections: collections }));
    show({ user: standardMerchant });
    expect(await screen.findByRole('tab', { name: 'Photo Collections' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Summer lookbook/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Upgrade Your Plan' })).not.toBeInTheDocument();
  });
});

describe('ImagesRoute', () => {
  it('shows the fallback message when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(gqlError('getImageCollections'));
    show();
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to get data.');
  });

  it('uploads photos under unique names, saves them in order, and lists the new collection', async () => {
    const created = collection('col-new', 'Lookbook', '2026-11-19T10:00:00.000Z', [
      image('img-1', 'b', '#333'),
      image('img-2', 'a', '#666'),
    ]);
    server.use(
      ...gqlData({
        getImageCollections: [],
        getImageUploadUrls: signedUrls,
        saveImageCollection: {
          success: true,
          errorMessage: null,
          imageCollection: created,
          uploadedImages: [],
        },
      }),
    );
    const { fetch, user } = show();
    await user.click(await screen.findByRole('button', { name: 'Upload Photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photos' });
    await user.upload(fileInput(dialog), [
      photoFile('a.png'),
      photoFile('b.png'),
      new File(['text'], 'notes.txt', { type: 'text/plain' }),
    ]);
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Lookbook');
    // b before a, with the keyboard.
    within(dialog).getByRole('button', { name: 'Move picture 2 of 2' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Images uploaded successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('row', { name: /Lookbook/ })).toBeInTheDocument();

    const [{ fileData }] = sent('getImageUploadUrls') as [
      { fileData: Array<{ fileName: string; fileType: string }> },
    ];
    expect(fileData).toHaveLength(2);
    expect(fileData.map((f) => f.fileType)).toEqual(['image/png', 'image/png']);
    // Files go up in the chosen order (b first), each under its own random prefix.
    expect(fileData[0]!.fileName).toMatch(/^[0-9a-f]{12}-b\.png$/);
    expect(fileData[1]!.fileName).toMatch(/^[0-9a-f]{12}-a\.png$/);
    expect(fileData[0]!.fileName.slice(0, 12)).not.toBe(fileData[1]!.fileName.slice(0, 12));
    expect(fetch).toHaveBeenCalledTimes(2);
    const [saved] = sent('saveImageCollection') as [
      { title: string; items: Array<{ data: string }> },
    ];
    expect(saved.title).toBe('Lookbook');
    expect(saved.items.map((i) => i.data)).toEqual([
      `groups/group-acme/images/${fileData[0]!.fileName}`,
      `groups/group-acme/images/${fileData[1]!.fileName}`,
    ]);
  });

  it('keeps the dialog open with the file named when a PUT fails, and saves nothing', async () => {
    server.use(...gqlData({ getImageCollections: [], getImageUploadUrls: signedUrls }));
    const { user } = show({ fetch: vi.fn<Fetch>(async () => new Response(null, { status: 403 })) });
    await user.click(await screen.findByRole('button', { name: 'Upload Photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photos' });
    await user.upload(fileInput(dialog), [photoFile('beach.png')]);
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Beach');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Unable to upload image: beach.png',
    );
    expect(sent('saveImageCollection')).toEqual([]);
  });

  it("shows the server's refusal (e.g. the plan) inside the dialog", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(
      ...gqlData({ getImageCollections: [] }),
      gqlError('getImageUploadUrls', 'This area requires a higher tier than your current plan.'),
    );
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Add Photo Collection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photos' });
    await user.upload(fileInput(dialog), [photoFile('beach.png')]);
    await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'Beach');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This area requires a higher tier than your current plan.',
    );
  });

  it('edits: uploads the added photo, creates its image, saves the whole order', async () => {
    const renamed = { ...summer, title: 'Summer best', updatedAt: '2026-11-19T10:00:00.000Z' };
    server.use(
      ...gqlData({
        getImageCollections: collections,
        getImageUploadUrls: signedUrls,
        upsertImage: { ...forest, id: 'img-added', title: 'extra' },
        upsertImageCollection: renamed,
      }),
    );
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Edit Summer lookbook' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Photo Collection' });
    const title = within(dialog).getByRole('textbox', { name: /Title/ });
    await user.clear(title);
    await user.type(title, 'Summer best');
    await user.upload(fileInput(dialog), [photoFile('extra.png')]);
    await user.click(within(dialog).getByRole('button', { name: 'Remove picture 2 of 4' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved successfully.')).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /Summer best/ })).toBeInTheDocument();
    const [{ fileData }] = sent('getImageUploadUrls') as [
      { fileData: Array<{ fileName: string }> },
    ];
    expect(sent('upsertImage')).toEqual([
      { title: 'extra', imageUrl: `groups/group-acme/images/${fileData[0]!.fileName}` },
    ]);
    expect(sent('upsertImageCollection')).toEqual([
      {
        id: 'col-summer',
        title: 'Summer best',
        items: [
          { imageId: 'img-beach', rank: 0 },
          { imageId: 'img-forest', rank: 1 },
          { imageId: 'img-added', rank: 2 },
        ],
      },
    ]);
  });

  it('deletes a collection after confirmation and drops it from the list', async () => {
    server.use(
      ...gqlData({
        getImageCollections: collections,
        deleteImageCollection: { success: true, message: null },
      }),
    );
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Delete Summer lookbook' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Photo Collection' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Summer lookbook/ })).not.toBeInTheDocument(),
    );
    expect(sent('deleteImageCollection')).toEqual([{ collectionId: 'col-summer' }]);
  });

  it("keeps the delete dialog open with 'Error deleting image collection.' when it fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(...gqlData({ getImageCollections: collections }), gqlError('deleteImageCollection'));
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Delete Summer lookbook' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Photo Collection' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Error deleting image collection.',
    );
    expect(screen.getByRole('row', { name: /Summer lookbook/ })).toBeInTheDocument();
  });
});

describe('Instagram pictures', () => {
  const withInstagram: CurrentUser = {
    ...signedInMerchant,
    currentGroup: {
      ...signedInMerchant.currentGroup!,
      instagramAccount: {
        id: 'ig-account',
        accountName: 'acme.outfitters',
        lastSyncedAt: '2026-11-18T09:00:00.000Z',
      },
    },
  };
  const media = (n: number, extra: Record<string, unknown> = {}) => ({
    id: `media-${n}`,
    createdAt: '2026-11-18T09:00:00.000Z',
    externalId: `ig-${n}`,
    mediaType: 'IMAGE',
    mediaUrl: `http://localhost/media/groups/group-acme/instagram/ig-${n}.jpg`,
    postedAt: `2026-11-1${n}T09:00:00.000Z`,
    thumbnailUrl: `http://localhost/media/groups/group-acme/instagram/ig-${n}.jpg`,
    caption: `Post number ${n}`,
    mediaExpires: null,
    thumbnailExpires: null,
    parentMediaExternalId: null,
    rank: n,
    ...extra,
  });

  it('are not offered to a group without an Instagram account', async () => {
    server.use(...gqlData({ getImageCollections: [] }));
    const { user } = show();
    await user.click(await screen.findByRole('button', { name: 'Upload Photos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photos' });
    expect(within(dialog).queryByRole('button', { name: 'Add from Instagram' })).toBeNull();
    expect(sent('getInstagramMedia')).toEqual([]);
  });

  it('are loaded when asked for, only pictures at our address, and saved by their media id', async () => {
    const fromInstagram = image('img-ig', 'Post number 1', '#333', {
      source: 'INSTAGRAM',
      sourceId: 'ig-1',
    });
    const created = collection('col-ig', 'Feed', '2026-11-19T10:00:00.000Z', [fromInstagram]);
    server.use(
      ...gqlData({
        getImageCollections: [],
        getInstagramMedia: [
          media(1),
          media(2, { mediaType: 'VIDEO' }),
          media(3, {
            mediaUrl: 'https://scontent.cdninstagram.com/3.jpg?oe=1',
            mediaExpires: '2026-12-01T00:00:00.000Z',
          }),
        ],
        saveImageCollection: {
          success: true,
          errorMessage: null,
          imageCollection: created,
          uploadedImages: [],
        },
      }),
    );
    const { fetch, user } = show({ user: withInstagram });
    await user.click(await screen.findByRole('button', { name: 'Upload Photos' }));
    const form = await screen.findByRole('dialog', { name: 'Upload Photos' });
    expect(sent('getInstagramMedia')).toEqual([]);
    await user.click(within(form).getByRole('button', { name: 'Add from Instagram' }));
    const picker = await screen.findByRole('dialog', { name: 'Add from Instagram' });
    await waitFor(() => expect(within(picker).getAllByRole('row')).toHaveLength(1));
    await user.click(within(picker).getByRole('row', { name: /^Post number 1/ }));
    await user.click(within(picker).getByRole('button', { name: 'Add 1 photo' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Add from Instagram' })).toBeNull(),
    );

    await user.type(within(form).getByRole('textbox', { name: /Title/ }), 'Feed');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Images uploaded successfully.')).toBeInTheDocument();
    expect(sent('saveImageCollection')).toEqual([
      { title: 'Feed', items: [{ id: 'instagram-0', instagramMediaId: 'media-1' }] },
    ]);
    // Nothing to upload for it.
    expect(sent('getImageUploadUrls')).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    expect(await screen.findByRole('row', { name: /Feed/ })).toBeInTheDocument();
  });
});
