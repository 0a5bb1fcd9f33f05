// Every story of the area renders, passes its play function (msw answers the route stories) and
// has no axe violations under the Storybook a11y settings (WCAG 2.2 AA; colour contrast needs real
// layout, so the Storybook test-runner checks it), so the stories stay true fixtures of their states.
import '../../../../../packages/ui-kit/src/Menu/happyDomFocus';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import type { RequestHandler } from 'msw';
import axe from 'axe-core';
import { setupGraphqlServer } from '../../session/testing/server';
import * as formStories from './PhotoCollectionForm.stories';
import * as listStories from './PhotoCollectionList.stories';
import * as pageStories from './ImagesPage.stories';
import { layOutPhotoTiles } from './testing';

vi.setConfig({ testTimeout: 30_000 });

const { server } = setupGraphqlServer();

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

beforeEach(() => layOutPhotoTiles());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const sets = {
  'Photo Collections': composeStories(pageStories),
  'Photo Collection List': composeStories(listStories),
  'Photo Collection Form': composeStories(formStories),
};

for (const [title, stories] of Object.entries(sets)) {
  describe(title, () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${name} renders and plays`, async () => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        const handlers = (Story.parameters?.msw as { handlers?: RequestHandler[] } | undefined)
          ?.handlers;
        if (handlers) server.use(...handlers);
        const { container } = render(<Story />);
        await Story.play?.({ canvasElement: container });
        expect(container.childElementCount).toBeGreaterThan(0);
        const results = await axe.run(
          // As .storybook/preview.tsx: the whole page (dialogs render outside the story root)
          // except react-aria's live announcer, which outlives the stories that used it.
          { include: [['body']], exclude: [['[data-live-announcer]']] },
          {
            runOnly: { type: 'tag', values: WCAG_TAGS },
            rules: { 'color-contrast': { enabled: false } },
          },
        );
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
        ).toEqual([]);
      });
    }
  });
}
