import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TIKTOK_SOURCE_ERROR } from '../../core/messages';
import { flushPromises } from '../../testing';
import { storyPlayer, storyShop } from '../story-players';
import { Player } from './Player';

async function renderPlayer(state: Parameters<typeof storyPlayer>[0], withShop = false) {
  const setup = await storyPlayer(state);
  const shop = withShop ? storyShop(setup.player) : null;
  render(<Player player={setup.player} title="Summer lookbook" shop={shop} />);
  return { ...setup, shop };
}

describe('Player', () => {
  it('shows the facade first: our thumbnail and a play button, no provider', async () => {
    const { loader } = await renderPlayer('idle');
    const group = screen.getByRole('group', { name: 'Summer lookbook' });
    expect(group.querySelector('iframe, video')).toBeNull();
    expect(loader.loads).toBe(0);
    expect(screen.queryByRole('button', { name: 'Pause' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Play Summer lookbook' }));
    await act(flushPromises);
    expect(loader.loads).toBe(1);
    expect(screen.queryByRole('button', { name: 'Play Summer lookbook' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('has real controls: play/pause, mute/unmute and sliders for seek and volume', async () => {
    const { player } = await renderPlayer('playing');
    await userEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(player.get().paused).toBe(true);
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    const seek = screen.getByRole('slider', { name: 'Seek' });
    expect(seek).toHaveAttribute('aria-valuetext', '12 seconds of 1 minute');
    const volume = screen.getByRole('slider', { name: 'Volume' });
    expect(volume).toHaveAttribute('aria-valuetext', '100%');

    await userEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '0%');
    await userEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(player.get()).toMatchObject({ muted: false, volume: 1 });
  });

  it('works from the keyboard while focus is inside', async () => {
    const { player } = await renderPlayer('paused');
    screen.getByRole('button', { name: 'Play' }).focus();
    await userEvent.keyboard('k');
    expect(player.get().paused).toBe(false);
    // Space on a focused button presses that button only (no second toggle).
    await userEvent.keyboard(' ');
    expect(player.get().paused).toBe(true);
    await userEvent.keyboard('m');
    expect(player.get().muted).toBe(true);
    await userEvent.keyboard('{ArrowRight}');
    await act(flushPromises);
    expect(player.get().currentTime).toBe(17);
    // Volume keys move from what the volume slider shows (0 while muted).
    await userEvent.keyboard('{ArrowUp}');
    expect(player.get()).toMatchObject({ muted: false, volume: 0.1 });
  });

  it('leaves arrow keys to a focused slider', async () => {
    const { player } = await renderPlayer('paused');
    screen.getByRole('slider', { name: 'Volume' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(player.get().currentTime).toBe(12);
  });

  it('hides the controls while the pointer idles during playback, and shows them on movement', async () => {
    const { player } = await renderPlayer('controlsHidden');
    const bar = document.querySelector('[data-player-controls]')!;
    expect(bar).toHaveAttribute('data-visible', 'false');
    await userEvent.pointer({ target: screen.getByRole('group'), coords: { x: 5, y: 5 } });
    expect(bar).toHaveAttribute('data-visible', 'true');
    player.pointerLeave();
    await act(flushPromises);
    expect(bar).toHaveAttribute('data-visible', 'false');
    // Tabbing in brings them back for keyboard users.
    await userEvent.tab();
    expect(bar).toHaveAttribute('data-visible', 'true');
  });

  it('shows a loading status while buffering', async () => {
    await renderPlayer('buffering');
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows the error message with a way to try again', async () => {
    await renderPlayer('error');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(TIKTOK_SOURCE_ERROR);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
