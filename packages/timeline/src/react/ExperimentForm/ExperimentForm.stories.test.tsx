// @vitest-environment happy-dom
import '../test-setup';
import { composeStories } from '@storybook/react-vite';
import { describe, it } from 'vitest';
import * as stories from './ExperimentForm.stories';
import { playStory } from '../MediaLibrary/story-checks';

// Many interactions per test: generous time on a busy machine (not a performance check).
describe('ExperimentForm stories', { timeout: 20_000 }, () => {
  it.each(Object.entries(composeStories(stories)))('plays %s', async (_name, Story) => {
    const canvas = await playStory(Story);
    canvas.remove();
  });
});
