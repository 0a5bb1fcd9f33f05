// @vitest-environment happy-dom
import '../test-setup';
import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from './PlayerPreview.stories';

const { BeforePlay, PlayingFromCursor, Portrait } = composeStories(stories);

describe('PlayerPreview stories', () => {
  it.each([
    ['BeforePlay', BeforePlay],
    ['PlayingFromCursor', PlayingFromCursor],
    ['Portrait', Portrait],
  ] as const)('plays %s', async (_name, Story) => {
    const canvasElement = document.body.appendChild(document.createElement('div'));
    await Story.run({ canvasElement });
    canvasElement.remove();
  });
});
