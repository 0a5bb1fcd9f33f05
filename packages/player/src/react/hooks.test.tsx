import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { createPlayer, type Player } from '../core/player';
import { timelineOfVideo } from '../core/timeline';
import { FakeClock, fakeLoader, sampleVideo } from '../testing';
import { useMediaState, usePlayer } from './hooks';

const options = () => ({
  timeline: timelineOfVideo(sampleVideo()),
  loaders: [fakeLoader()],
  clock: new FakeClock(),
});

function Status({ player }: { player: Player }) {
  const { status, volume } = useMediaState(player, (s) => ({ status: s.status, volume: s.volume }));
  return (
    <p>
      {status} at {volume}
    </p>
  );
}

describe('hooks', () => {
  it('useMediaState re-renders with the player state', () => {
    const player = createPlayer(options());
    render(<Status player={player} />);
    expect(screen.getByText('idle at 1')).toBeInTheDocument();
    act(() => player.setVolume(0.4));
    expect(screen.getByText('idle at 0.4')).toBeInTheDocument();
  });

  it('usePlayer gives the component a player and destroys it on unmount', async () => {
    const players: Player[] = [];
    function Host({ onPlayer }: { onPlayer: (player: Player) => void }) {
      const player = usePlayer(options(), []);
      useEffect(() => {
        if (player) onPlayer(player);
      }, [player, onPlayer]);
      return player ? <Status player={player} /> : null;
    }
    const { unmount } = render(<Host onPlayer={(player) => players.push(player)} />);
    expect(screen.getByText('idle at 1')).toBeInTheDocument();
    unmount();
    const player = players.at(-1)!;
    await player.play();
    expect(player.get().status).toBe('idle');
  });
});
