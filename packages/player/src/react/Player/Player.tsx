import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
} from 'react';
import { brandingStyle, type Branding } from '../../core/branding';
import { FALLBACK_IMAGE, playLabel } from '../../core/facade';
import { keyCommand, runCommand } from '../../core/keyboard';
import type { Player as PlayerInstance } from '../../core/player';
import type { Shop } from '../../core/shop';
import { facade, playButton, playIcon, poster } from '../../styles/facade.css';
import { playerTheme } from '../../styles/theme.css';
import { Controls } from '../Controls';
import { ShopOverlay } from '../ShopOverlay';
import { useMediaState } from '../hooks';
import { PlayIcon, ReplayIcon } from '../icons';
import { ImageOverlay } from './ImageOverlay';
import * as css from './Player.css';

export interface PlayerProps {
  player: PlayerInstance;
  /** Names the player for assistive technology and labels the facade's play button. */
  title: string;
  /** Our stored thumbnail for the facade; defaults to the first segment's. */
  thumbnailUrl?: string | null;
  shop?: Shop | null;
  branding?: Branding | null;
  /** Width / height; 16:9 by default (0.5625 for portrait videos). */
  aspectRatio?: number;
  className?: string;
}

/** Keys the focused element handles itself, which must not also drive the player. */
function ownsKey(target: EventTarget | null, key: string): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[data-shop-overlay]')) return true;
  if (target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement) return true;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLInputElement) {
    // Sliders take arrows, Home and End; other inputs take every key.
    return target.type !== 'range' || key.startsWith('Arrow') || key === 'Home' || key === 'End';
  }
  const activates = key === ' ' || key === 'Enter';
  return activates && (target instanceof HTMLButtonElement || target instanceof HTMLAnchorElement);
}

function useFullscreen(element: HTMLElement | null) {
  const [active, setActive] = useState(false);
  const available =
    typeof document !== 'undefined' &&
    document.fullscreenEnabled === true &&
    typeof element?.requestFullscreen === 'function';
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement === element && element !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [element]);
  const toggle = useCallback(() => {
    if (!element) return;
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    else void element.requestFullscreen().catch(() => undefined);
  }, [element]);
  return available ? { active, toggle } : null;
}

/**
 * The shoppable player: the facade until the first play, then the provider's picture with the
 * controls, the buffering and error states and the shop overlay. Keyboard shortcuts work while
 * focus is inside (space/k, arrows, m, f, c, Home, End).
 */
export function Player({
  player,
  title,
  thumbnailUrl,
  shop = null,
  branding = null,
  aspectRatio = 16 / 9,
  className,
}: PlayerProps) {
  const { status, started, controlsVisible, error } = useMediaState(player, (s) => ({
    status: s.status,
    started: s.started,
    controlsVisible: s.controlsVisible,
    error: s.error,
  }));
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const mediaRef = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(root);

  useEffect(() => {
    if (!mediaRef.current) return;
    return player.attach(mediaRef.current);
  }, [player]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const command = keyCommand(event);
    if (!command || !started || event.defaultPrevented || ownsKey(event.target, event.key)) return;
    event.preventDefault();
    runCommand(player, command, { toggleFullscreen: fullscreen?.toggle });
  };

  const poster_ = thumbnailUrl ?? player.timeline.thumbnailUrl ?? FALLBACK_IMAGE;
  const style = { ...brandingStyle(branding), aspectRatio: String(aspectRatio) } as CSSProperties;

  return (
    // Shortcuts and pointer activity are delegated from the controls inside, all of which are
    // real, labelled elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      ref={setRoot}
      role="group"
      aria-label={title}
      className={[playerTheme, css.root, className].filter(Boolean).join(' ')}
      style={style}
      data-status={status}
      data-controls-hidden={started && !controlsVisible ? '' : undefined}
      onKeyDown={onKeyDown}
      onPointerMove={() => player.pointerActivity()}
      onPointerDown={() => player.pointerActivity()}
      onPointerLeave={() => player.pointerLeave()}
      onFocus={() => player.setFocusWithin(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          player.setFocusWithin(false);
        }
      }}
    >
      <div ref={mediaRef} className={css.media} />
      {started && status !== 'error' ? <ImageOverlay player={player} /> : null}
      {started ? (
        // A mouse convenience: the labelled play/pause button and the shortcuts do the same.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
        <div className={css.hitArea} onClick={() => void player.togglePlay()} />
      ) : (
        <div className={facade}>
          <img
            className={poster}
            src={poster_}
            alt=""
            onError={(event) => {
              if (event.currentTarget.src !== FALLBACK_IMAGE)
                event.currentTarget.src = FALLBACK_IMAGE;
            }}
          />
          <button
            type="button"
            className={playButton}
            aria-label={playLabel(title)}
            onClick={() => void player.play()}
          >
            <PlayIcon className={playIcon} width={undefined} height={undefined} />
          </button>
        </div>
      )}
      {status === 'loading' || status === 'buffering' ? (
        <div className={css.statusLayer}>
          <div className={css.spinner} role="status" aria-label="Loading" />
        </div>
      ) : null}
      {status === 'error' ? (
        <div className={css.statusLayer}>
          <div className={css.errorBox} role="alert">
            <p style={{ margin: 0 }}>{error}</p>
            <button type="button" className={css.retryButton} onClick={() => void player.play()}>
              <ReplayIcon width="1em" height="1em" />
              Try again
            </button>
          </div>
        </div>
      ) : null}
      {shop ? <ShopOverlay shop={shop} /> : null}
      {started && status !== 'error' ? <Controls player={player} fullscreen={fullscreen} /> : null}
    </div>
  );
}
