import type { Preview } from '@storybook/react-vite';
import { initialize, mswLoader } from 'msw-storybook-addon';
import { configure } from 'storybook/test';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
// The kit's light theme and page basics come with the kit's components (theme/global.css.ts), as in
// the merchant app; the player's and the embed's stories run without them, as on a store page.

// msw answers page stories' GraphQL calls; anything unhandled is a story bug, so warn loudly.
initialize({ onUnhandledRequest: 'warn', quiet: true });

// Play functions wait on states (findBy*, waitFor), never on time: Testing Library's default wait
// of 1 s ran out on a loaded machine before msw's answer had rendered (a row still Processing).
// The limit only stops a story that never gets there; the test-runner's own limit is 120 s.
configure({ asyncUtilTimeout: 20_000 });

const preview: Preview = {
  loaders: [mswLoader],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      // Every story must be free of WCAG 2.2 AA violations: the test-runner fails on any.
      test: 'error',
      // The whole page (dialogs and popovers render outside the story root), except react-aria's
      // visually hidden live announcer: it outlives the story that used it and keeps references
      // to elements that story removed.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
      options: {
        // Frames in a story (the layout preview's embed) are other documents with stories of
        // their own; axe would wait for an answer from inside them that never comes.
        iframes: false,
        runOnly: {
          type: 'tag',
          values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'],
        },
      },
    },
  },
};

export default preview;
