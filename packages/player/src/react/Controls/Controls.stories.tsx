import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { Player } from '../../core/player';
import { playerTheme } from '../../styles/theme.css';
import { storyPlayer, type StoryState } from '../story-players';
import { Controls } from './Controls';

interface Args {
  state: StoryState;
  captions: boolean;
  fullscreen: boolean;
}

const meta = {
  title: 'Player/Controls',
  parameters: { layout: 'padded' },
  args: { state: 'playing', captions: false, fullscreen: false },
  loaders: [
    async ({ args }) => {
      const { state, captions } = args as Args;
      const { player, loader } = await storyPlayer(state);
      if (captions) {
        loader.last?.emit({
          type: 'textTracks',
          tracks: [{ id: 'en', label: 'English', language: 'en' }],
        });
        player.setTextTrack('en');
      }
      return { player };
    },
  ],
  render: (args, { loaded }) => (
    <div
      className={playerTheme}
      style={{ position: 'relative', width: 720, height: 120, background: '#000' }}
    >
      <Controls
        player={(loaded as { player: Player }).player}
        fullscreen={args.fullscreen ? { active: false, toggle: fn() } : null}
      />
    </div>
  ),
} satisfies Meta<Args>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playing: Story = {};

export const Paused: Story = { args: { state: 'paused' } };

export const Muted: Story = { args: { state: 'muted' } };

export const CaptionsOn: Story = { args: { captions: true } };

export const WithFullscreen: Story = { args: { fullscreen: true } };

/** Rendered but hidden while the pointer idles during playback. */
export const Hidden: Story = { args: { state: 'controlsHidden' } };
