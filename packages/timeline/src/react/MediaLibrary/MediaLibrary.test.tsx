// @vitest-environment happy-dom
import '../test-setup';
import {
  DndContext,
  KeyboardSensor,
  useSensor,
  useSensors,
  type DragStartEvent,
} from '@dnd-kit/core';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createEditorState, type EditorMode, type LibraryTab } from '../../model';
import { competing } from '../ExperimentForm/fixtures';
import { createTimelineStore } from '../store';
import { FALLBACK_IMAGE } from './fallback-image';
import { emptyLibrary, fullLibrary } from './fixtures';
import type { LibraryData } from './library-data';
import { MediaLibrary } from './MediaLibrary';

function Dnd({
  children,
  onDragStart,
}: {
  children: ReactNode;
  onDragStart?: (e: DragStartEvent) => void;
}) {
  const sensors = useSensors(useSensor(KeyboardSensor));
  return (
    <DndContext sensors={sensors} onDragStart={onDragStart}>
      {children}
    </DndContext>
  );
}

function setUp({
  data = fullLibrary(),
  mode = {},
  tab,
  onDragStart,
}: {
  data?: LibraryData;
  mode?: Partial<EditorMode>;
  tab?: LibraryTab;
  onDragStart?: (e: DragStartEvent) => void;
} = {}) {
  const store = createTimelineStore(
    createEditorState({ mode, view: tab ? { libraryTab: tab } : {} }),
  );
  render(
    <Dnd onDragStart={onDragStart}>
      <MediaLibrary store={store} data={data} />
    </Dnd>,
  );
  return { store, user: userEvent.setup() };
}

const cards = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('listitem')
    .map((li) => li.querySelector('[aria-roledescription="draggable"]')!);

const titles = () => cards().map((card) => card.querySelector('span')!.textContent);

// Many interactions per test: generous time on a busy machine (not a performance check).
describe('MediaLibrary', { timeout: 20_000 }, () => {
  it('opens on the model’s tab and switches it through the model', async () => {
    const { store, user } = setUp();
    expect(screen.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Affiliate Links' }));
    expect(store.getState().view.libraryTab).toBe('affiliateLinks');
    expect(screen.getByRole('tab', { name: 'Affiliate Links' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    // Looking around is not an edit.
    expect(store.getHistory().past).toHaveLength(0);
  });

  it.each([
    ['products', 'Products', 9, 20],
    ['collections', 'Collections', 4, 6],
    ['affiliateLinks', 'Affiliate Links', 9, 11],
    ['audios', 'Audios', 6, 8],
    ['videos', 'Videos', 6, 8],
    ['imageCollections', 'Image Collections', 6, 7],
  ] as const)('pages %s by %i', async (tab, label, size, total) => {
    const { user } = setUp({ tab });
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAccessibleName(label);
    expect(cards()).toHaveLength(size);
    const pages = Math.ceil(total / size);
    expect(within(panel).getByText(`Page 1 of ${pages}`)).toBeInTheDocument();
    const previous = within(panel).getByRole('button', { name: 'Previous' });
    expect(previous).toBeDisabled();
    for (let page = 2; page <= pages; page++) {
      await user.click(within(panel).getByRole('button', { name: 'Next' }));
    }
    expect(within(panel).getByText(`Page ${pages} of ${pages}`)).toBeInTheDocument();
    expect(cards()).toHaveLength(total - (pages - 1) * size);
    expect(within(panel).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it.each([
    ['products', 'Search products', '  TOTE ', 9],
    ['collections', 'Search collections', ' collection 5 ', 1],
    ['affiliateLinks', 'Search affiliate links', 'LINK 1', 3],
    ['audios', 'Search audios', 'track 8', 1],
    ['videos', 'Search videos', 'BROKEN', 1],
    ['imageCollections', 'Search image collections', 'Photos 7 ', 1],
  ] as const)('searches %s from the first page', async (tab, label, query, found) => {
    const { user } = setUp({ tab });
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    await user.type(within(panel).getByRole('searchbox', { name: label }), query);
    expect(cards()).toHaveLength(found);
    for (const title of titles()) {
      expect(title?.toLowerCase()).toContain(query.trim().toLowerCase());
    }
    if (found < 9) expect(within(panel).queryByText(/Page \d/)).not.toBeInTheDocument();
  });

  it('says why products wait while a placement has to be chosen', async () => {
    const store = createTimelineStore(
      createEditorState({ doc: competing(['50', '50']).doc, view: { libraryTab: 'products' } }),
    );
    render(
      <Dnd>
        <MediaLibrary store={store} data={fullLibrary()} />
      </Dnd>,
    );
    const product = screen.getByTestId('library:products:product-1');
    expect(product).toHaveAttribute('aria-disabled', 'true');
    expect(product).toHaveAccessibleDescription('Choose a product placement to edit first.');
  });

  it('searches titles ignoring case and surrounding spaces, back on the first page', async () => {
    const { user } = setUp({ tab: 'products' });
    const panel = screen.getByRole('tabpanel');
    await user.click(within(panel).getByRole('button', { name: 'Next' }));
    expect(within(panel).getByText('Page 2 of 3')).toBeInTheDocument();
    await user.type(within(panel).getByRole('searchbox', { name: 'Search products' }), '  TOTE ');
    expect(within(panel).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(titles()).toHaveLength(9);
    expect(titles().every((title) => title?.startsWith('Tote bag'))).toBe(true);
    await user.clear(within(panel).getByRole('searchbox'));
    await user.type(within(panel).getByRole('searchbox'), 'shirt 19');
    expect(titles()).toEqual(['Linen shirt 19']);
    expect(within(panel).queryByText(/Page \d/)).not.toBeInTheDocument();
    await user.type(within(panel).getByRole('searchbox'), 'x');
    expect(within(panel).getByText('Nothing matches your search.')).toBeInTheDocument();
  });

  it('keeps each tab’s search while switching tabs', async () => {
    const { user } = setUp({ tab: 'audios' });
    await user.type(screen.getByRole('searchbox', { name: 'Search audios' }), 'track 8');
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(cards()).toHaveLength(6);
    await user.click(screen.getByRole('tab', { name: 'Audios' }));
    expect(titles()).toEqual(['Track 8']);
  });

  it('disables the media tabs and opens on Products when media is read-only', async () => {
    const { store, user } = setUp({ mode: { readOnlyMedia: true } });
    expect(screen.getByRole('tab', { name: 'Products' })).toHaveAttribute('aria-selected', 'true');
    for (const name of ['Audios', 'Videos', 'Image Collections']) {
      expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-disabled', 'true');
    }
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(store.getState().view.libraryTab).toBe('products');
    // Products still drag onto the placement.
    expect(cards()[0]).toHaveAttribute('aria-disabled', 'false');
  });

  it('lets processing and error videos not be dragged, and says why on keyboard focus', async () => {
    const onDragStart = vi.fn();
    const { user } = setUp({ onDragStart });
    const processing = screen.getByTestId('library:videos:video-2');
    const broken = screen.getByTestId('library:videos:video-3');
    expect(processing).toHaveAttribute('aria-disabled', 'true');
    expect(broken).toHaveAttribute('aria-disabled', 'true');
    expect(processing).toHaveAccessibleDescription(
      'This video is currently processing. It will become available shortly.',
    );
    expect(broken).toHaveAccessibleDescription(
      'There has been an error with this video and it is not available for use.',
    );
    expect(within(processing).getByText('Processing')).toBeInTheDocument();
    expect(within(broken).getByText('Error')).toBeInTheDocument();

    // Tab from the search field: first the ready video, then the processing one.
    await user.click(screen.getByRole('searchbox', { name: 'Search videos' }));
    await user.tab();
    expect(screen.getByTestId('library:videos:video-1')).toHaveFocus();
    await user.tab();
    expect(processing).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'This video is currently processing. It will become available shortly.',
    );
    await user.keyboard(' ');
    expect(onDragStart).not.toHaveBeenCalled();
    await user.tab();
    expect(broken).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'There has been an error with this video and it is not available for use.',
    );
  });

  it('drags a ready entry with the model’s source', async () => {
    const onDragStart = vi.fn();
    setUp({ onDragStart });
    const ready = screen.getByTestId('library:videos:video-1');
    act(() => ready.focus());
    fireEvent.keyDown(ready, { key: ' ', code: 'Space' });
    expect(onDragStart).toHaveBeenCalledTimes(1);
    const { active } = onDragStart.mock.calls[0]![0] as DragStartEvent;
    expect(active.id).toBe('library:videos:video-1');
    expect(active.data.current).toEqual({
      source: { from: 'library', item: { type: 'video', media: fullLibrary().videos[0] } },
    });
  });

  it('gives products and collections the model’s item shapes', async () => {
    const onDragStart = vi.fn();
    const { user } = setUp({ onDragStart, tab: 'collections' });
    const card = screen.getByTestId('library:collections:collection-2');
    act(() => card.focus());
    fireEvent.keyDown(card, { key: 'Enter', code: 'Enter' });
    const { active } = onDragStart.mock.calls[0]![0] as DragStartEvent;
    expect(active.data.current).toEqual({
      source: {
        from: 'library',
        item: {
          type: 'productCollection',
          productCollectionId: 'collection-2',
          name: 'Collection 2',
        },
      },
    });
    fireEvent.keyDown(card, { key: 'Escape', code: 'Escape' });
    await user.click(screen.getByRole('tab', { name: 'Products' }));
    expect(
      within(screen.getByTestId('library:products:product-1')).getByText('$12.50'),
    ).toBeVisible();
  });

  it('drags nothing in read-only mode', () => {
    const onDragStart = vi.fn();
    setUp({ onDragStart, mode: { readOnly: true } });
    for (const card of cards()) expect(card).toHaveAttribute('aria-disabled', 'true');
    const ready = screen.getByTestId('library:videos:video-1');
    act(() => ready.focus());
    fireEvent.keyDown(ready, { key: ' ', code: 'Space' });
    expect(onDragStart).not.toHaveBeenCalled();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows the local fallback picture when one is missing or fails', () => {
    setUp({ tab: 'products' });
    const images = () => screen.getByRole('tabpanel').querySelectorAll('img');
    expect(images()[2]).toHaveAttribute('src', FALLBACK_IMAGE);
    fireEvent.error(images()[0]!);
    expect(images()[0]).toHaveAttribute('src', FALLBACK_IMAGE);
  });

  it.each([
    ['products', "You don't have any products."],
    ['collections', "You don't have any product collections."],
    ['affiliateLinks', "You don't have any affiliate links."],
    ['audios', "You don't have any audio."],
    ['videos', "You don't have any videos."],
    ['imageCollections', "You don't have any image collections."],
  ] as const)('says when %s is empty', (tab, message) => {
    setUp({ tab, data: emptyLibrary() });
    expect(within(screen.getByRole('tabpanel')).getByText(message)).toBeInTheDocument();
  });

  it('shows loading and error states per tab', async () => {
    const { user } = setUp({
      tab: 'products',
      data: {
        ...fullLibrary(),
        loading: { products: true },
        error: { videos: 'Unable to load shoppable videos.' },
      },
    });
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent(
      'Loading products…',
    );
    expect(screen.getByRole('searchbox')).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Videos' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Unable to load shoppable videos.');
    await user.click(screen.getByRole('tab', { name: 'Audios' }));
    expect(cards()).toHaveLength(6);
  });
});
