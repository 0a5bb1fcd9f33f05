// The wizard on its own: which steps can be opened, the basic information's validation, the
// multi-video Save rule and the embed step.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { layoutEmbedCode } from '@vendy/client/domain';
import { renderAt } from '../../mocks/decorators';
import { imageCollections, libraryVideos } from '../videos/fixtures';
import {
  draftCarousel,
  draftLayout,
  draftWithVideo,
  heroLayout,
  springLayout,
  TEST_HOST,
} from './fixtures';
import type { Layout } from './layoutModel';
import { LayoutWizard, type WizardActions } from './LayoutWizard';
import { layOutMediaItems } from './testing';

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => layOutMediaItems());
afterEach(() => vi.restoreAllMocks());

const library = {
  videos: { status: 'ready' as const, data: libraryVideos },
  imageCollections: { status: 'ready' as const, data: imageCollections },
};

function show(layout: Layout | null, overrides: Partial<WizardActions> = {}) {
  const actions: WizardActions = {
    saveBase: vi.fn(async () => {}),
    addMedia: vi.fn(async () => {}),
    saveOrder: vi.fn(async () => {}),
    finalize: vi.fn(async () => {}),
    ...overrides,
  };
  const onCustomize = vi.fn();
  const onClose = vi.fn();
  const writeText = vi.fn(async (_text: string) => {});
  render(
    renderAt(
      <LayoutWizard
        layout={layout}
        library={library}
        host={TEST_HOST}
        actions={actions}
        onCustomize={onCustomize}
        onClose={onClose}
        writeText={writeText}
      />,
      { path: '/layouts', otherPaths: ['/support/embed-a-layout'] },
    ),
  );
  return { user: userEvent.setup(), actions, onCustomize, onClose, writeText };
}

const step = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const isOpen = (name: string) => step(name).getAttribute('aria-expanded') === 'true';

describe('where the wizard opens and which steps can be reopened', () => {
  it('a new layout starts on Basic Information, the other steps locked', async () => {
    const { user } = show(null);
    expect(isOpen('Basic Information')).toBe(true);
    expect(step('Media')).toBeDisabled();
    expect(step('Embed into Shopify')).toBeDisabled();
    await user.click(step('Media'));
    expect(isOpen('Basic Information')).toBe(true);
  });

  it('a draft opens on Media; Basic Information can be reopened, Embed cannot', async () => {
    const { user } = show(draftLayout);
    expect(isOpen('Media')).toBe(true);
    expect(step('Basic Information')).toHaveAccessibleName(/done/);
    expect(step('Embed into Shopify')).toBeDisabled();
    await user.click(step('Basic Information'));
    expect(isOpen('Basic Information')).toBe(true);
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('gift guide');
    expect(screen.getByRole('radio', { name: 'Portrait' })).toBeChecked();
  });

  it('a finished layout opens with every step done, on the embed step', () => {
    show(heroLayout);
    expect(isOpen('Embed into Shopify')).toBe(true);
    for (const name of ['Basic Information', 'Media', 'Embed into Shopify']) {
      expect(step(name)).toBeEnabled();
      expect(step(name)).toHaveAccessibleName(/done/);
    }
  });
});

describe('Basic Information', () => {
  it('requires a title (spaces do not count) and a layout type', async () => {
    const { user, actions } = show(null);
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('This field is required')).toHaveLength(2);
    expect(actions.saveBase).not.toHaveBeenCalled();
  });

  it('saves the trimmed title and the chosen type, then opens Media', async () => {
    const saveBase = vi.fn(async () => {});
    const { user } = show(null, { saveBase });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), '  Spring drop  ');
    await user.click(screen.getByRole('radio', { name: 'Portrait Carousel' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(saveBase).toHaveBeenCalledWith({ title: 'Spring drop', type: 'PORTRAIT_CAROUSEL' }),
    );
    await waitFor(() => expect(isOpen('Media')).toBe(true));
  });

  it("shows the server's message and stays on the step when saving fails", async () => {
    const { user } = show(null, {
      saveBase: vi.fn(async () => Promise.reject(new Error('Error saving widget.'))),
    });
    await user.type(screen.getByRole('textbox', { name: /Title/ }), 'Spring');
    await user.click(screen.getByRole('radio', { name: 'Grid' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error saving widget.');
    expect(isOpen('Basic Information')).toBe(true);
    expect(step('Media')).toBeDisabled();
  });
});

describe('Media, single-video family', () => {
  it('cannot be finalized without media; Add picks one video', async () => {
    const addMedia = vi.fn(async () => {});
    const { user } = show(draftLayout, { addMedia });
    expect(screen.getByRole('button', { name: 'Finalize' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Media' });
    await user.click(within(dialog).getByRole('row', { name: /Rain jacket close-up/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(addMedia).toHaveBeenCalledWith(
        [{ kind: 'video', id: 'video-ready', title: 'Rain jacket close-up' }],
        [],
      ),
    );
  });

  it('customizes its one item and finalizes, moving on to the embed step', async () => {
    const { user, onCustomize, actions } = show(draftWithVideo);
    await user.click(screen.getByRole('button', { name: 'Customize' }));
    expect(onCustomize).toHaveBeenCalledWith(
      expect.objectContaining({ virtualVideoId: 'vv-boots' }),
    );
    await user.click(screen.getByRole('button', { name: 'Finalize' }));
    expect(actions.finalize).toHaveBeenCalled();
    await waitFor(() => expect(isOpen('Embed into Shopify')).toBe(true));
    expect(step('Media')).toHaveAccessibleName(/done/);
  });
});

describe('Media, multi-video family', () => {
  const itemTitles = () =>
    within(screen.getByRole('list', { name: 'Media, in display order' }))
      .getAllByRole('listitem')
      .map((li) => li.textContent?.replace('Customize', '') ?? '');

  it('enables Save only after a reorder, and saves the new order', async () => {
    const saveOrder = vi.fn(async () => {});
    const { user } = show({ ...springLayout, status: 'DRAFT' }, { saveOrder });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(itemTitles()).toEqual(['Rain jacket close-up', 'Hiking boots', 'Wool scarf']);

    screen.getByRole('button', { name: 'Move Wool scarf (3 of 3)' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowUp}');
    await user.keyboard(' ');
    await waitFor(() =>
      expect(itemTitles()).toEqual(['Rain jacket close-up', 'Wool scarf', 'Hiking boots']),
    );
    expect(save).toBeEnabled();
    // Unsaved changes are saved before finalizing.
    expect(screen.getByRole('button', { name: 'Finalize' })).toBeDisabled();
    await user.click(save);
    expect(saveOrder).toHaveBeenCalledWith(['vv-jacket', 'vv-scarf', 'vv-boots']);
  });

  it('enables Save after removing a saved item', async () => {
    const saveOrder = vi.fn(async () => {});
    const { user } = show(draftCarousel, { saveOrder });
    await user.click(screen.getByRole('button', { name: 'Remove Hiking boots' }));
    expect(itemTitles()).toEqual(['Wool scarf']);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(saveOrder).toHaveBeenCalledWith(['vv-scarf']);
  });

  it('keeps Save disabled while saving', async () => {
    let finish = () => {};
    const saveOrder = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = show(draftCarousel, { saveOrder });
    await user.click(screen.getByRole('button', { name: 'Remove Hiking boots' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: /Save/ })).toHaveAttribute('aria-disabled', 'true');
    finish();
  });

  it('adds several videos and photo collections in the order chosen', async () => {
    const addMedia = vi.fn(async () => {});
    const { user } = show(draftCarousel, { addMedia });
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Media' });
    await user.click(within(dialog).getByRole('row', { name: /Packing list/ }));
    await user.click(within(dialog).getByRole('row', { name: /Rain jacket close-up/ }));
    await user.click(within(dialog).getByRole('tab', { name: 'Photo Collections' }));
    await user.click(within(dialog).getByRole('row', { name: /Beach day/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add 3 items' }));
    await waitFor(() =>
      expect(addMedia).toHaveBeenCalledWith(
        [
          { kind: 'video', id: 'video-youtube', title: 'Packing list' },
          { kind: 'video', id: 'video-ready', title: 'Rain jacket close-up' },
          { kind: 'imageCollection', id: 'image-collection-2', title: 'Beach day' },
        ],
        ['vv-boots', 'vv-scarf'],
      ),
    );
  });
});

describe('Embed into Shopify', () => {
  it('tells how to embed, copies the id and the embed code, previews and finishes', async () => {
    const { user, writeText, onClose } = show(springLayout);
    expect(
      screen.getByText('Copy the embed code and paste into the Vendy app in Shopify'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'How to embed a layout in your store' }),
    ).toHaveAttribute('href', '/support/embed-a-layout');

    await user.click(screen.getByRole('button', { name: 'Copy Layout ID' }));
    expect(writeText).toHaveBeenLastCalledWith('layout-spring');
    expect(screen.getByText('Copied')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Embed Code' }));
    expect(writeText).toHaveBeenLastCalledWith(
      layoutEmbedCode(TEST_HOST, 'layout-spring', 'PORTRAIT_CAROUSEL'),
    );

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const dialog = await screen.findByRole('dialog', { name: 'Previewing Spring Lookbook' });
    expect(within(dialog).getByTitle('Preview of Spring Lookbook')).toHaveAttribute(
      'src',
      '/embed/layout-spring?preview=1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(onClose).toHaveBeenCalled();
  });
});
