// Timeline editor bench: builds bench/timeline (Vite, production), opens it in headless Chromium
// and measures, with 1,000 timed products on the track: frames per second while a timed product
// is dragged, and the time from a zoom change to the next painted frame. It also runs the editor
// stories' play functions (pointer and keyboard drags) in the same browser. Figures go into
// bench/README.md between the timeline-editor markers.
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { chromium } from 'playwright-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const readme = path.join(here, '..', 'README.md');
const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';
const ITEMS = Number(process.env.ITEMS ?? 1000);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[(s.length - 1) >> 1] + s[s.length >> 1]) / 2 : NaN;
};
const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
};
const fmt = (n, d = 1) => n.toFixed(d);

async function dragFps(page) {
  // The tenth product: the first ones sit under the cursor at 0:00.
  const item = page.locator('[aria-roledescription="draggable"][aria-label^="Product"]').nth(10);
  const box = await item.boundingBox();
  if (!box) throw new Error('No timed product on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // Products overlap at this density: the one on top at that point is the one dragged.
  const label = await page.evaluate(
    ([px, py]) =>
      document.elementFromPoint(px, py)?.closest('[aria-label]')?.getAttribute('aria-label'),
    [x, y],
  );
  await page.evaluate(() => {
    window.__frames = [];
    const tick = (t) => {
      window.__frames.push(t);
      if (window.__frames.length < 100000 && !window.__stop) requestAnimationFrame(tick);
    };
    window.__stop = false;
    requestAnimationFrame(tick);
  });
  await page.mouse.move(x, y);
  await page.mouse.down();
  const steps = 120;
  const started = Date.now();
  for (let i = 1; i <= steps; i++) {
    // Out 400 px and half-way back (ends 200 px = 25 s later at zoom 6), one move per ~16 ms.
    const dx = 400 * Math.sin((5 * Math.PI * i) / (6 * steps));
    await page.mouse.move(x + dx, y);
    await page.waitForTimeout(16);
  }
  await page.mouse.up();
  const seconds = (Date.now() - started) / 1000;
  const frames = await page.evaluate(() => {
    window.__stop = true;
    return window.__frames;
  });
  const intervals = frames.slice(1).map((t, i) => t - frames[i]);
  const span = (frames[frames.length - 1] - frames[0]) / 1000;
  return {
    label,
    fps: (frames.length - 1) / span,
    p95: pct(intervals, 95),
    max: Math.max(...intervals),
    seconds,
    moves: steps,
  };
}

async function zoomSteps(page) {
  const times = [];
  // 6 → 1 and back, twice.
  for (let round = 0; round < 2; round++) {
    for (const zoom of [5, 4, 3, 2, 1, 2, 3, 4, 5, 6]) {
      times.push(await page.evaluate((z) => window.bench.zoomStep(z), zoom));
    }
  }
  return { median: median(times), max: Math.max(...times), count: times.length };
}

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'timeline-bench-'));
  let server;
  let browser;
  try {
    await build({ configFile: path.join(here, 'vite.config.ts'), build: { outDir } });
    server = await preview({
      configFile: path.join(here, 'vite.config.ts'),
      build: { outDir },
      preview: { port: 0, host: '127.0.0.1', strictPort: false },
    });
    const url = server.resolvedUrls.local[0];
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    page.on('pageerror', (error) => console.error('page error:', error.message));

    await page.goto(`${url}?stories`);
    await page.waitForFunction(() => window.stories, null, { timeout: 60000 });
    const names = (await page.evaluate(() => window.stories)).map((s) => s.name);
    const stories = [];
    for (const name of names) {
      await page.goto(`${url}?stories=${name}`);
      await page.waitForFunction(() => window.stories, null, { timeout: 60000 });
      const [result] = await page.evaluate(() => window.stories);
      stories.push(result);
      console.log(`story ${name}: ${result.ok ? 'ok' : `FAILED\n${result.error}`}`);
    }

    await page.goto(`${url}?bench&items=${ITEMS}`);
    await page.waitForSelector('[aria-label^="Timed product track"]');
    const drag = await dragFps(page);
    const moved = await page.evaluate((label) => window.bench.startOf(label), drag.label);
    const zoom = await zoomSteps(page);
    const cpu = (await import('node:os')).cpus()[0]?.model ?? 'unknown CPU';
    const date = new Date().toISOString().slice(0, 10);
    const changed = await page.evaluate(() => window.bench.changed());
    console.log({ drag, zoom, moved, changed });

    const section = [
      '<!-- timeline-editor:start -->',
      '## Timeline editor',
      '',
      '`node bench/timeline/run.mjs` builds a small page with the editor (`bench/timeline/`, Vite',
      `production build) and drives it in headless Chromium (playwright-core, ${CHROMIUM}, viewport`,
      `1440×900) with ${ITEMS.toLocaleString('en')} timed products on a 10-minute video. It also runs the`,
      "editor stories' play functions (pointer and keyboard drags) in that browser first.",
      '',
      `Measured ${date} on ${cpu} (shared machine, 2 cores).`,
      '',
      '| measure | how | figure |',
      '|---|---|---|',
      `| frames per second while dragging a timed product | a mouse drag of ${drag.moves} moves over ~${fmt(drag.seconds)} s; requestAnimationFrame timestamps | ${fmt(drag.fps)} fps (p95 frame ${fmt(drag.p95)} ms, worst ${fmt(drag.max)} ms); the product dropped at ${moved === null ? 'nowhere' : `${fmt(moved)} s`} (${drag.label.replace(/^.* at /, 'was at ')}) |`,
      `| time per zoom step | \`setZoom\` on the store → second painted frame, 6→1→6 twice (${zoom.count} steps) | median ${fmt(zoom.median)} ms, worst ${fmt(zoom.max)} ms |`,
      `| editor stories in Chromium | play functions of Timeline/Editor | ${stories.filter((s) => s.ok).length} of ${stories.length} passed |`,
      '',
      'Only the timed products within half a viewport of the visible window are rendered',
      '(`visibleTimed`), and they are plain elements: the one under the pointer or with focus gets',
      "the track's single dnd-kit draggable. At zoom 1 the whole video is 150 px wide, so all",
      `${ITEMS.toLocaleString('en')} are on screen: the zoom figures include that worst case.`,
      '<!-- timeline-editor:end -->',
    ].join('\n');
    const text = readFileSync(readme, 'utf8');
    const pattern = /<!-- timeline-editor:start -->[\s\S]*<!-- timeline-editor:end -->/;
    writeFileSync(
      readme,
      pattern.test(text) ? text.replace(pattern, section) : `${text.trimEnd()}\n\n${section}\n`,
    );
    if (stories.some((s) => !s.ok)) process.exitCode = 1;
  } finally {
    await browser?.close();
    await new Promise((resolve) => (server ? server.httpServer.close(resolve) : resolve()));
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
