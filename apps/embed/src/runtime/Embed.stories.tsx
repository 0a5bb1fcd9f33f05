import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, graphql, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DEFAULT_BRANDING } from '@vendy/client/domain';
import { LAYOUT_ID, sampleExperimentData, sampleLayout } from './fixtures';
import { FEED_NOT_AVAILABLE, renderError, renderLoading, renderNotFound } from './states';
import { Dom, embedAt } from './StoryFrame';
import { createToaster, type ToastStyle } from './toasts';

const meta = {
  title: 'Embed/Runtime',
  component: Dom,
  parameters: { layout: 'padded' },
  args: { mount: (() => () => undefined) as (root: HTMLElement) => () => void },
} satisfies Meta<typeof Dom>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While the layout loads: the reserved space, nothing drawn (no flash), announced as busy. */
export const Loading: Story = {
  args: {
    mount: (root) => {
      renderLoading(root);
      return () => root.replaceChildren();
    },
  },
};

export const NotFound: Story = {
  args: {
    mount: (root) => {
      renderNotFound(root, 'Widget not found');
      return () => root.replaceChildren();
    },
  },
};

export const FeedNotAvailable: Story = {
  args: {
    mount: (root) => {
      renderNotFound(root, FEED_NOT_AVAILABLE);
      return () => root.replaceChildren();
    },
  },
};

export const LoadError: Story = {
  args: {
    mount: (root) => {
      renderError(root, 'Unable to get layout.', () => undefined);
      return () => root.replaceChildren();
    },
  },
};

function toastStory(message: string, style: ToastStyle): Story {
  return {
    args: {
      mount: (root) => {
        const toaster = createToaster(root);
        // Long enough for the screenshot; the embed uses 2 s (added) and 3 s (default).
        toaster.show(message, style, 60_000);
        return () => toaster.destroy();
      },
    },
    decorators: [
      (Story) => (
        <div style={{ position: 'relative', height: 160, transform: 'translateZ(0)' }}>
          <Story />
        </div>
      ),
    ],
  };
}

export const ToastAdded = toastStory('Item added to cart.', 'success');
export const ToastStoreMessage = toastStory('Only 2 left in stock.', 'error');
export const ToastFailed = toastStory('Unable to add item to cart', 'error');

const layoutAnswer = (type: Parameters<typeof sampleLayout>[0]) =>
  graphql.query<Record<string, unknown>>('getEmbeddedWidget', () =>
    HttpResponse.json({ data: { getEmbeddedWidget: sampleLayout(type) } }),
  );
const experimentAnswer = graphql.query<Record<string, unknown>>('getExperimentData', () =>
  HttpResponse.json({ data: { getExperimentData: sampleExperimentData() } }),
);

/** The whole embed: a landscape layout read over GET, before anything plays. */
export const Layout: Story = {
  args: { mount: embedAt(`/embed/${LAYOUT_ID}`) },
  parameters: { msw: { handlers: [layoutAnswer('LANDSCAPE'), experimentAnswer] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Play Video 1' });
  },
};

/** A group's saved branding, as getEmbeddedWidget carries it for a plan with white-label branding. */
const BRANDED = {
  ...DEFAULT_BRANDING,
  buttonBackgroundColor: '#1d3557',
  buttonTextColor: '#f1faee',
  buttonBorderRadius: 4,
  buttonFontName: 'work-sans-n7',
  buttonFontUrl: '/media/fonts/work-sans/n7.css',
  hideVendyBranding: true,
};

/**
 * The whole embed with the group's branding: its button colours on the play button, and no
 * 'Powered by Vendy' (hidden with white-label branding). The font's stylesheet is asked of the
 * frame's own origin (here answered empty: the story shows the font's fallbacks).
 */
export const LayoutBranded: Story = {
  args: { mount: embedAt(`/embed/${LAYOUT_ID}`) },
  parameters: {
    msw: {
      handlers: [
        graphql.query<Record<string, unknown>>('getEmbeddedWidget', () =>
          HttpResponse.json({
            data: { getEmbeddedWidget: sampleLayout('LANDSCAPE', { brandingSettings: BRANDED }) },
          }),
        ),
        experimentAnswer,
        http.get('*/media/fonts/*', () =>
          HttpResponse.text('', { headers: { 'content-type': 'text/css' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const play = await canvas.findByRole('button', { name: 'Play Video 1' });
    expect(getComputedStyle(play).backgroundColor).toBe('rgb(29, 53, 87)');
    expect(canvas.queryByRole('link', { name: /^Powered by Vendy/ })).toBeNull();
    const stylesheet = document.head.querySelector<HTMLLinkElement>(
      'link[href$="/media/fonts/work-sans/n7.css"]',
    );
    expect(stylesheet?.href).toBe(`${window.location.origin}/media/fonts/work-sans/n7.css`);
  },
};

export const LayoutNotFound: Story = {
  args: { mount: embedAt(`/embed/${LAYOUT_ID}`) },
  parameters: {
    msw: {
      handlers: [
        graphql.query('getEmbeddedWidget', () =>
          HttpResponse.json({
            data: null,
            errors: [{ message: 'Widget not found', extensions: { code: 'NOT_FOUND' } }],
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Widget not found');
  },
};

/** A failed read offers 'Try again', which reads once more without reloading the frame. */
export const LayoutLoadError: Story = {
  args: { mount: embedAt(`/embed/${LAYOUT_ID}`) },
  parameters: {
    msw: {
      handlers: [
        // The network fails once (GET /graphql?query=...).
        http.get('*/graphql', () => HttpResponse.error(), { once: true }),
        layoutAnswer('LANDSCAPE'),
        experimentAnswer,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Unable to get layout.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Play Video 1' })).toBeVisible());
  },
};

export const LayoutLoading: Story = {
  args: { mount: embedAt(`/embed/${LAYOUT_ID}`) },
  parameters: {
    msw: {
      handlers: [
        graphql.query('getEmbeddedWidget', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      ],
    },
  },
};
