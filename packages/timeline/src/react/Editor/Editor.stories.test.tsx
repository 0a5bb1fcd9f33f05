// @vitest-environment happy-dom
import '../test-setup';
import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from './Editor.stories';

const {
  UnsavedClose,
  DiscardQuestion,
  AudioCombined,
  FitShortClip,
  KeyboardHint,
  ClusteredProducts,
} = composeStories(stories);

describe('Editor stories', () => {
  it.each([
    ['UnsavedClose', UnsavedClose],
    ['DiscardQuestion', DiscardQuestion],
    ['AudioCombined', AudioCombined],
    ['FitShortClip', FitShortClip],
    ['KeyboardHint', KeyboardHint],
    ['ClusteredProducts', ClusteredProducts],
  ] as const)('plays %s', async (_name, Story) => {
    const canvasElement = document.body.appendChild(document.createElement('div'));
    await Story.run({ canvasElement });
    canvasElement.remove();
  });
});
