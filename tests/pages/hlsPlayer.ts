// Plays an HLS manifest in Chromium through hls.js (MSE), the way the viewers play uploaded
// videos. Debian's Chromium cannot play H.264 MP4 files natively; hls.js feeds MSE instead.
// The little player page is served by the test on the app's own origin, so the media requests
// carry the session like the app's own.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const HLS_JS = path.join(root, 'node_modules', 'hls.js', 'dist', 'hls.min.js');
const PLAYER_PATH = '/__e2e__/hls-player.html';

export interface Playback {
  currentTime: number;
  videoWidth: number;
  videoHeight: number;
  duration: number;
}

/** Loads `manifestUrl` with hls.js, plays it muted and waits until `seconds` have played. */
export async function playWithHls(page: Page, manifestUrl: string, seconds = 1): Promise<Playback> {
  await page.route(`**${PLAYER_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>HLS player</title><video id="player" muted playsinline width="640"></video>',
    }),
  );
  await page.goto(PLAYER_PATH);
  await page.addScriptTag({ path: HLS_JS });
  const supported = await page.evaluate((url) => {
    const Hls = (window as unknown as { Hls: HlsStatic }).Hls;
    if (!Hls.isSupported()) return false;
    const video = document.getElementById('player') as HTMLVideoElement;
    const hls = new Hls();
    const errors: string[] = [];
    (window as unknown as { hlsErrors: string[] }).hlsErrors = errors;
    hls.on(Hls.Events.ERROR, (_event, data) => {
      if (data.fatal) errors.push(`${data.type}: ${data.details}`);
    });
    hls.loadSource(url);
    hls.attachMedia(video);
    hls.on(Hls.Events.MANIFEST_PARSED, () => void video.play());
    return true;
  }, manifestUrl);
  expect(supported, 'hls.js is supported (MSE)').toBe(true);

  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const errors = (window as unknown as { hlsErrors: string[] }).hlsErrors;
          if (errors.length) throw new Error(`hls.js: ${errors.join(', ')}`);
          return (document.getElementById('player') as HTMLVideoElement).currentTime;
        }),
      { timeout: 30_000, message: `playing ${manifestUrl}` },
    )
    .toBeGreaterThan(seconds);
  return page.evaluate(() => {
    const video = document.getElementById('player') as HTMLVideoElement;
    return {
      currentTime: video.currentTime,
      videoWidth: video.videoWidth,
      videoHeight: video.videoHeight,
      duration: video.duration,
    };
  });
}

interface HlsInstance {
  loadSource(url: string): void;
  attachMedia(video: HTMLVideoElement): void;
  on(
    event: string,
    listener: (event: string, data: { fatal: boolean; type: string; details: string }) => void,
  ): void;
}
interface HlsStatic {
  new (): HlsInstance;
  isSupported(): boolean;
  Events: { ERROR: string; MANIFEST_PARSED: string };
}
