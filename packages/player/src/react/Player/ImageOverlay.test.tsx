import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildTimeline } from '../../core/timeline';
import { flushPromises, sampleOverlayShoppableVideo } from '../../testing';
import { storyPlayer } from '../story-players';
import { Player } from './Player';

async function renderOverlay(state: 'idle' | 'paused') {
  // The story player stands 12 s into the 20 s video: inside the overlay's 2 s to 18 s.
  const setup = await storyPlayer(state, {
    timeline: buildTimeline(sampleOverlayShoppableVideo()),
  });
  render(<Player player={setup.player} title="Summer lookbook" />);
  return setup;
}

describe('the image overlay', () => {
  it("shows the segment's overlay photo at its box while the time is inside its span", async () => {
    const { player } = await renderOverlay('paused');
    const photo = screen.getByRole('img', { name: 'New' });
    expect(photo.style).toMatchObject({ left: '65%', top: '5%', width: '30%', height: '30%' });

    await act(() => player.seek(5));
    await act(flushPromises);
    expect(screen.getByRole('img', { name: 'Sale' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'New' })).toBeNull();

    await act(() => player.seek(19));
    await act(flushPromises);
    expect(screen.queryByRole('img', { name: 'Sale' })).toBeNull();
    expect(screen.queryByRole('img', { name: 'New' })).toBeNull();
  });

  it('shows nothing over the facade before the first play', async () => {
    await renderOverlay('idle');
    expect(screen.queryByRole('img', { name: 'Sale' })).toBeNull();
  });
});
