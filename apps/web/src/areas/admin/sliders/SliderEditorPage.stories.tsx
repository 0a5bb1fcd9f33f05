import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, waitFor, within } from 'storybook/test';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { RootLayout } from '../../../app/RootLayout';
import { acmeGroup, signedInAdmin } from '../../../mocks/fixtures';
import { gqlData, gqlError, gqlPending } from '../../../mocks/graphql';
import { renderAt } from '../../../mocks/decorators';
import { routes } from '../../../routes';
import { HydrateSession } from '../../../session';
import { AdminLayout } from '../../../session/layouts';
import { autumnPage, sliderAnswers } from './fixtures';
import { SliderEditorRoute } from './SliderEditorRoute';

const PATTERN = `${routes.adminSliders()}/:id`;

const editorAt = (id: string, currentUser = signedInAdmin) =>
  renderAt(
    <HydrateSession currentUser={currentUser}>
      <SliderEditorRoute />
    </HydrateSession>,
    { path: routes.adminSliderPage(id), pattern: PATTERN, otherPaths: [routes.adminSliders()] },
  );

const meta = {
  title: 'Pages/Admin/Slider Page Editor',
  parameters: { layout: 'fullscreen', msw: { handlers: gqlData(sliderAnswers()) } },
  render: () => editorAt(autumnPage.id),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

/** dnd-kit's keyboard sensor listens on the document once a drag starts. */
async function press(target: Element | Document, key: string, code = key) {
  fireEvent.keyDown(target, { key, code });
  await frame();
  await frame();
}

const centre = (element: Element) => {
  const box = element.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
};

/** How long dnd-kit's pointer sensor keeps stopping clicks after a drag ends (its `detach`). */
const DND_KIT_CLICK_GUARD_MS = 50;

/** A mouse drag as dnd-kit's pointer sensor sees it: press, move past 4 px, move, release. */
async function drag(from: Element, to: Element) {
  to.scrollIntoView({ block: 'center', behavior: 'instant' });
  await frame();
  const start = centre(from);
  fireEvent.pointerDown(from, {
    clientX: start.x,
    clientY: start.y,
    isPrimary: true,
    button: 0,
    pointerId: 1,
  });
  await frame();
  fireEvent.pointerMove(document, { clientX: start.x + 10, clientY: start.y });
  await frame();
  const end = centre(to);
  fireEvent.pointerMove(document, { clientX: end.x, clientY: end.y });
  // Released once the target shows the drag is over it (its card or the trash is marked).
  const marked = to.closest('[data-over], li, div') as Element;
  await waitFor(() => expect(marked).toHaveAttribute('data-over'));
  fireEvent.pointerUp(document, { clientX: end.x, clientY: end.y });
  await frame();
  // dnd-kit stops the page's clicks until a 50 ms timer of its own has run after the drag (so
  // that the release is not also a click); a click on Undo before it, as on a busy machine, was
  // lost. A timer of the same length set now runs after that one.
  await new Promise((done) => setTimeout(done, DND_KIT_CLICK_GUARD_MS));
}

const videosOf = (canvasElement: HTMLElement, slider: string) =>
  within(within(canvasElement).getByRole('region', { name: slider }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('p')?.textContent)
    .filter(Boolean);

const ready = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('button', { name: 'Drag Rain jacket close-up' });

/** A saved page: featured carousel, two sliders, the catalogue beside them. */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
    await expect(videosOf(canvasElement, 'Slider 1')).toEqual([
      'Hiking boots',
      'Wool scarf',
      'Rain jacket close-up',
    ]);
  },
};

/** A new page: empty fields, an empty featured carousel and one Untitled slider. */
export const New: Story = {
  render: () => editorAt('new'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await expect(canvas.getByRole('textbox', { name: /^Slider 1 title/ })).toHaveValue('Untitled');
  },
};

/** Save with the title missing and a bad slug: the spec's messages under the fields. */
export const ValidationErrors: Story = {
  render: () => editorAt('new'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /^Slug/ }), 'Summer Sale!');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await canvas.findByText('Invalid URL slug.');
    await expect(canvas.getByText('This field is required')).toBeVisible();
  },
};

/**
 * Keyboard only: a catalogue video is picked up with Space, carried with the arrow keys to the
 * end of the featured carousel and dropped with Space; then a slider's video goes to the trash.
 */
export const KeyboardDrag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scarf = await canvas.findByRole('button', { name: 'Drag Wool scarf' });
    scarf.focus();
    await press(scarf, ' ', 'Space');
    // Featured: jacket, boots, then its end.
    for (let i = 0; i < 3; i++) await press(document, 'ArrowRight');
    await press(document, ' ', 'Space');
    await waitFor(() =>
      expect(videosOf(canvasElement, 'Featured slider')).toEqual([
        'Rain jacket close-up',
        'Hiking boots',
        'Wool scarf',
      ]),
    );
    const mug = canvas.getByRole('button', { name: 'Drag Enamel camp mug (2 of 2)' });
    mug.focus();
    await press(mug, ' ', 'Space');
    // Past the end of Camping: the trash.
    for (let i = 0; i < 2; i++) await press(document, 'ArrowRight');
    await press(document, ' ', 'Space');
    await waitFor(() => expect(videosOf(canvasElement, 'Slider 2')).toEqual(['Two-person tent']));
    await expect(canvas.getByText('You have unsaved changes.')).toBeVisible();
  },
};

/**
 * With the mouse: a catalogue video dropped on a slider's video takes its place, a video dropped
 * on the trash is removed, and Undo brings it back.
 */
export const MouseDrag: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tent = await canvas.findByRole('button', { name: 'Drag Two-person tent' });
    const walking = within(canvas.getByRole('region', { name: 'Slider 1' }));
    await drag(tent, walking.getByRole('button', { name: 'Drag Wool scarf (2 of 3)' }));
    await waitFor(() =>
      expect(videosOf(canvasElement, 'Slider 1')).toEqual([
        'Hiking boots',
        'Two-person tent',
        'Wool scarf',
        'Rain jacket close-up',
      ]),
    );
    await drag(
      walking.getByRole('button', { name: 'Drag Hiking boots (1 of 4)' }),
      canvas.getByText('Drop a video here to remove it'),
    );
    await waitFor(() =>
      expect(videosOf(canvasElement, 'Slider 1')).toEqual([
        'Two-person tent',
        'Wool scarf',
        'Rain jacket close-up',
      ]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(videosOf(canvasElement, 'Slider 1')).toHaveLength(4));
  },
};

/** The save is on its way. */
export const Saving: Story = {
  parameters: { msw: { handlers: [gqlPending('upsertSliderPage'), ...gqlData(sliderAnswers())] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Wool scarf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await canvas.findByRole('button', { name: /Saving/ });
  },
};

/** The server refused the page: its message, and the draft kept to save again. */
export const SaveError: Story = {
  parameters: {
    msw: {
      handlers: [
        gqlError('upsertSliderPage', 'This URL slug is already used by another page.'),
        ...gqlData(sliderAnswers()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await ready(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Wool scarf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await canvas.findByText('This URL slug is already used by another page.');
    await expect(videosOf(canvasElement, 'Slider 1')).toEqual([
      'Hiking boots',
      'Rain jacket close-up',
    ]);
    await expect(canvas.getByText('You have unsaved changes.')).toBeVisible();
  },
};

/** The group has no shoppable videos yet. */
export const CatalogueEmpty: Story = {
  parameters: {
    msw: { handlers: gqlData({ ...sliderAnswers(), adminGetVirtualVideos: [] }) },
  },
  render: () => editorAt('new'),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: 'No shoppable videos yet' });
  },
};

export const CatalogueError: Story = {
  parameters: {
    msw: {
      handlers: [
        gqlError('adminGetVirtualVideos', 'Unable to get shoppable videos.'),
        ...gqlData(sliderAnswers()),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Unable to get shoppable videos.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A new page while the group has no handle: it cannot be published yet. */
export const NoHandle: Story = {
  render: () =>
    editorAt('new', {
      ...signedInAdmin,
      currentGroup: { ...acmeGroup, handle: null },
      groups: [{ ...acmeGroup, handle: null }],
    }),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(/The group needs a handle to publish this page/);
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [gqlPending('getSliderPages'), ...gqlData(sliderAnswers())] } },
};

/** The editor as an admin sees it, in the admin shell at 1280 × 800. */
export const InAdminShell: Story = {
  parameters: {
    msw: { handlers: gqlData({ getCurrentUser: signedInAdmin, ...sliderAnswers() }) },
  },
  render: () => {
    const router = createMemoryRouter(
      [
        {
          element: <RootLayout />,
          children: [
            {
              element: <AdminLayout />,
              children: [{ path: PATTERN, element: <SliderEditorRoute /> }],
            },
          ],
        },
      ],
      { initialEntries: [routes.adminSliderPage(autumnPage.id)] },
    );
    return (
      <JotaiProvider store={createStore()}>
        <RouterProvider router={router} />
      </JotaiProvider>
    );
  },
  play: async ({ canvasElement }) => {
    await ready(canvasElement);
  },
};
