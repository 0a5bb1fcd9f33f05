// /admin/sliders in the app's real router against msw: the list, opening a page in the editor,
// editing it with the buttons every drag has as a twin, and what Save sends; a failed delete, a
// failed save that keeps the draft, and the page info's validation messages.
import '../../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SliderPageInput } from '@vendy/client/generated';
import { signedInAdmin } from '../../../mocks/fixtures';
import { gqlData, gqlError } from '../../../mocks/graphql';
import { renderApp } from '../../../session/testing/appRouter';
import { setupGraphqlServer } from '../../../session/testing/server';
import { INTERACTION_TIMEOUT } from '../testSupport';
import { sliderAnswers } from './fixtures';

const { server, calls } = setupGraphqlServer();
const sent = (name: string) =>
  calls.filter((c) => c.operationName === name).map((c) => c.variables);

function open(path: string, ...extra: Parameters<typeof server.use>) {
  server.use(...extra, ...gqlData({ getCurrentUser: signedInAdmin, ...sliderAnswers() }));
  const router = renderApp(path);
  return { router, user: userEvent.setup() };
}

const region = (name: string) => within(screen.getByRole('region', { name }));
const titlesIn = (name: string) =>
  region(name)
    .queryAllByRole('button', { name: /^Drag .* \(\d+ of \d+\)$/ })
    .map((b) => b.getAttribute('aria-label')!.replace(/^Drag (.*) \(\d+ of \d+\)$/, '$1'));

describe('/admin/sliders', INTERACTION_TIMEOUT, () => {
  it('lists the pages with their public address, opens one and saves the edited page', async () => {
    const { router, user } = open('/admin/sliders');
    const address = await screen.findByRole('link', {
      name: /\/pages\/acme-outfitters\/autumn-outdoors/,
    });
    expect(address).toHaveAttribute('href', '/pages/acme-outfitters/autumn-outdoors');
    expect(address).toHaveAttribute('target', '_blank');

    await user.click(screen.getByRole('link', { name: 'Edit Autumn outdoors' }));
    expect(await screen.findByRole('heading', { name: 'Edit Slider Page' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/admin/sliders/page-autumn');
    await screen.findByRole('button', { name: 'Drag Camp lantern' });
    expect(titlesIn('Featured slider')).toEqual(['Rain jacket close-up', 'Hiking boots']);
    expect(titlesIn('Slider 1')).toEqual(['Hiking boots', 'Wool scarf', 'Rain jacket close-up']);

    // A catalogue video to the featured slider, through its 'Add to slider…' menu.
    await user.click(screen.getByRole('button', { name: 'Add Camp lantern to slider…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Featured slider' }));
    // Slider 1: its first video one step right, its scarf removed; then Camping moves up.
    await user.click(region('Slider 1').getByRole('button', { name: 'Move Hiking boots right' }));
    await user.click(region('Slider 1').getByRole('button', { name: 'Remove Wool scarf' }));
    await user.click(screen.getByRole('button', { name: 'Move slider 2 up' }));
    const title = screen.getByRole('textbox', { name: /^Slider 2 title/ });
    await user.clear(title);
    await user.type(title, 'Walks');
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Slider page saved.')).toBeVisible();
    const [{ page }] = sent('upsertSliderPage') as [{ page: SliderPageInput }];
    expect(page).toMatchObject({
      id: 'page-autumn',
      title: 'Autumn outdoors',
      slug: 'autumn-outdoors',
      description: 'Gear for wet walks and cold camps.',
    });
    expect(page.featuredSlider).toMatchObject({ id: 'slider-featured', rank: -1 });
    expect(page.featuredSlider!.sliderItems.map((i) => [i.rank, i.virtualVideoId])).toEqual([
      [0, 'vv-jacket'],
      [1, 'vv-boots'],
      [2, 'vv-lamp'],
    ]);
    expect(page.sliders.map((s) => [s.id, s.title, s.rank])).toEqual([
      ['slider-camp', 'Camping', 0],
      ['slider-walk', 'Walks', 1],
    ]);
    expect(page.sliders[1]!.sliderItems).toEqual([
      { id: 'slider-walk-item-1', rank: 0, virtualVideoId: 'vv-boots' },
      { id: 'slider-walk-item-3', rank: 1, virtualVideoId: 'vv-jacket' },
    ]);
    // The new item has an id the editor chose.
    expect(page.featuredSlider!.sliderItems[2]!.id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
  });

  it('undoes and redoes one change at a time, with the buttons and the keyboard', async () => {
    const { user } = open('/admin/sliders/page-autumn');
    await screen.findByRole('button', { name: 'Drag Camp lantern' });
    await user.click(region('Slider 2').getByRole('button', { name: 'Remove Enamel camp mug' }));
    await user.click(region('Slider 2').getByRole('button', { name: 'Remove Two-person tent' }));
    expect(titlesIn('Slider 2')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(titlesIn('Slider 2')).toEqual(['Two-person tent']);
    screen.getByRole('button', { name: 'Drag Camp lantern' }).focus();
    await user.keyboard('{Control>}z{/Control}');
    expect(titlesIn('Slider 2')).toEqual(['Two-person tent', 'Enamel camp mug']);
    expect(screen.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await user.keyboard('{Control>}{Shift>}z{/Shift}{/Control}');
    expect(titlesIn('Slider 2')).toEqual(['Two-person tent']);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(titlesIn('Slider 2')).toEqual([]);
  });

  it('a new page: the spec’s messages, then the whole page with a new slider', async () => {
    const { router, user } = open('/admin/sliders/new');
    expect(await screen.findByRole('heading', { name: 'New Slider Page' })).toBeVisible();
    await screen.findByRole('button', { name: 'Drag Hiking boots' });
    expect(screen.getByRole('textbox', { name: /^Slider 1 title/ })).toHaveValue('Untitled');

    await user.type(screen.getByRole('textbox', { name: /^Slug/ }), 'Winter Sale');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Invalid URL slug.')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    await user.clear(screen.getByRole('textbox', { name: /^Slider 1 title/ }));
    await user.type(screen.getByRole('textbox', { name: /^Title/ }), 'Winter sale');
    const slug = screen.getByRole('textbox', { name: /^Slug/ });
    await user.clear(slug);
    await user.type(slug, 'winter-sale');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The slider's title is required too.
    expect(await screen.findByText('This field is required')).toBeVisible();
    expect(sent('upsertSliderPage')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Slider 1 title/ }), 'Boots');
    await user.click(screen.getByRole('button', { name: 'Add Slider' }));
    await user.click(screen.getByRole('button', { name: 'Add Hiking boots to slider…' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Slider 1: Boots' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Slider page saved.');
    const [{ page }] = sent('upsertSliderPage') as [{ page: SliderPageInput }];
    expect(page).toMatchObject({ title: 'Winter sale', slug: 'winter-sale', description: null });
    // No video in the featured carousel: none is sent.
    expect(page.featuredSlider).toBeNull();
    expect(page.sliders.map((s) => [s.title, s.rank, s.sliderItems.length])).toEqual([
      ['Boots', 0, 1],
      ['Untitled', 1, 0],
    ]);
    expect(page.sliders[0]!.sliderItems[0]).toMatchObject({ rank: 0, virtualVideoId: 'vv-boots' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/admin/sliders/${String(page.id)}`),
    );
    expect(await screen.findByRole('heading', { name: 'Edit Slider Page' })).toBeVisible();
  });

  it('a failed save says why and keeps the draft', async () => {
    const { user } = open(
      '/admin/sliders/page-gifts',
      gqlError('upsertSliderPage', 'This URL slug is already used by another page.'),
    );
    await screen.findByRole('button', { name: 'Drag Camp lantern' });
    await user.click(region('Slider 1').getByRole('button', { name: 'Remove Enamel camp mug' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This URL slug is already used by another page.',
    );
    expect(titlesIn('Slider 1')).toEqual(['Camp lantern']);
    expect(screen.getByText('You have unsaved changes.')).toBeVisible();
  });

  it('a failed delete keeps the page and shows the spec’s message', async () => {
    const { user } = open('/admin/sliders', gqlError('deleteSliderPage'));
    await user.click(await screen.findByRole('button', { name: 'Delete Gift guide' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Slider Page' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('Error deleting slider page.')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('link', { name: 'Gift guide' })).toBeVisible();
  });

  it('deletes a page after the question', async () => {
    const { user } = open('/admin/sliders');
    await user.click(await screen.findByRole('button', { name: 'Delete Gift guide' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Slider Page' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Slider page deleted.');
    expect(screen.queryByRole('link', { name: 'Gift guide' })).toBeNull();
    expect(sent('deleteSliderPage')).toEqual([{ sliderPageId: 'page-gifts' }]);
  });
});
