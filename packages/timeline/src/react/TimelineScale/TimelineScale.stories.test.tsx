// @vitest-environment happy-dom
import '../test-setup';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './TimelineScale.stories';

const { Default, ZoomedOut, Scrubbing, LongVideoScrolled } = composeStories(stories);

describe('TimelineScale stories', () => {
  it('plays the default story', async () => {
    // The story renders into its own canvas, removed afterwards like any rendered tree.
    const canvasElement = document.body.appendChild(document.createElement('div'));
    await Default.run({ canvasElement });
    expect(within(canvasElement).getByRole('slider', { name: 'Timeline cursor' })).toHaveAttribute(
      'aria-valuenow',
      '21',
    );
    canvasElement.remove();
  });

  it.each([
    ['ZoomedOut', ZoomedOut, '6:40 of 25:00', '2:40'],
    ['Scrubbing', Scrubbing, '0:42 of 1:15', '0:05'],
    ['LongVideoScrolled', LongVideoScrolled, '30:05 of 1:00:00', '30:00'],
  ] as const)('renders %s', (_name, Story, valueText, label) => {
    render(<Story />);
    expect(screen.getByRole('slider', { name: 'Timeline cursor' })).toHaveAttribute(
      'aria-valuetext',
      valueText,
    );
    expect(screen.getAllByText(label).length).toBeGreaterThan(0);
  });
});
