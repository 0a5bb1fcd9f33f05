// Every layouts story rendered and played in happy-dom, with its msw answers: the fixtures and
// play functions stay true to the components (the story runner adds axe and screenshots).
import { afterAll, afterEach, beforeEach, describe, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import type { GraphQLHandler } from 'msw';
import { setupGraphqlServer } from '../../session/testing/server';
import * as editorStories from './editor/LayoutEditorDialog.stories';
import * as pageStories from './LayoutsPage.stories';
import * as wizardStories from './LayoutWizard.stories';
import { layOutMediaItems } from './testing';

vi.setConfig({ testTimeout: 30_000 });

const { server } = setupGraphqlServer();

beforeEach(() => layOutMediaItems());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
// A story renders into its own React root, which outlives the test: a dialog's 500 ms refocus
// timer (react-aria useDialog) may still be pending after the last story, and would fire after
// the DOM environment is gone ('document is not defined', an unhandled error that fails the run).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 600)));

const groups = {
  'Layouts page': composeStories(pageStories),
  'Layout wizard': composeStories(wizardStories),
  Customize: composeStories(editorStories),
};

for (const [group, stories] of Object.entries(groups)) {
  describe(group, () => {
    for (const [name, Story] of Object.entries(stories)) {
      it(`plays ${name}`, async () => {
        vi.spyOn(console, 'error').mockImplementation(() => {});
        const handlers = (Story.parameters.msw as { handlers?: GraphQLHandler[] } | undefined)
          ?.handlers;
        if (handlers) server.use(...handlers);
        const canvasElement = document.body.appendChild(document.createElement('div'));
        await Story.run({ canvasElement });
        canvasElement.remove();
      });
    }
  });
}
