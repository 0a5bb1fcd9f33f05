#!/usr/bin/env node
// A shopper on the sandbox store's product page with the demo layout, in headless Chromium
// (Debian's, as the end-to-end tests use it), on a phone-sized viewport. Targets, checked in EVERY
// run (--runs, default 10, a fresh browser context each):
//   1. third-party requests before any click: 0 (any origin other than the store's and Vendy's;
//      YouTube and TikTok named apart), also with a layout of YouTube and TikTok videos;
//   2. layout shift (PerformanceObserver 'layout-shift', without shifts after input) of the store
//      page while the layout loads and is scrolled into view, and inside the layout's frame: 0;
//   3. the click on the layout's play button to the first frame of the uploaded (HLS) video
//      (requestVideoFrameCallback; 'playing' with currentTime > 0 when it is missing), from our
//      own origin: ≤ 300 ms at p90 over the runs (nearest rank: the 9th of 10), and a frame in
//      every run. Loopback stands in for a local network: the figure is the embed's own start-up.
// The store page is at http://127.0.0.1:<port> and the embed at http://localhost:<port> (another
// site, as in production: the frame runs out of the page's process); --same-origin serves both from
// 127.0.0.1. Nothing leaves loopback: Chromium sends every non-loopback request to the bench's
// egress guard (a refusing proxy that counts them), and the YouTube/TikTok runs also intercept
// them with context.route and count them. (The timed runs do not use context.route: Playwright's
// interception turns the HTTP cache off and pauses every request, which would change the figure.)
// --branding: the layouts' group has saved a custom branding (server.ts, BENCH_BRANDING=1: button
// colours, radius 4, the Powered-by logo hidden, a button font and a text font of the served
// families), so the frame loads two custom fonts (stylesheet and woff2 file each, from our own
// server) before the click; the same targets, plus a check that both fonts load in every run, and
// the figures go to their own README section (storefront-browser-branding), beside the default's.
//
//   node bench/storefront/browser.mjs [--runs 10] [--dist <built apps/embed>] [--same-origin]
//                                     [--branding] [--check] [--no-write]
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {
  assertChromium,
  CHROMIUM,
  CHROMIUM_ARGS,
  cli,
  finish,
  fmt,
  fmtStats,
  isLoopbackUrl,
  loadAverage,
  now,
  productUrl,
  replaceSection,
  runStamp,
  startBenchServer,
  startEgressGuard,
  stats,
  targetTable,
} from './lib.mjs';
import { buildEmbed } from './size.mjs';

const require = createRequire(import.meta.url);
const opts = cli();
const RUNS = opts.number('runs', 10);
const SAME_ORIGIN = opts.has('same-origin');
const BRANDING = opts.has('branding');
/** Click → first frame, at p90 over the runs. */
export const FIRST_FRAME_P90_TARGET_MS = 300;
const log = (...parts) => console.log('[browser]', ...parts);
/** A brand font's stylesheet or file, served by us: /media/fonts/{family}/{variant}.css|.{hash}.woff2. */
const FONT_FILE = /\/media\/fonts\/([a-z0-9-]+)\/([ni][1-9])(\.[0-9a-f]+)?\.(css|woff2)(\?|$)/;
const THIRD_PARTY_VIDEO =
  /(^|\.)(youtube\.com|youtube-nocookie\.com|ytimg\.com|googlevideo\.com|tiktok\.com|tiktokcdn\.com|ttwstatic\.com)$/i;

/** Runs in every frame before its scripts: layout shifts, and the first frame of any video. */
const INIT_SCRIPT = () => {
  const w = window;
  w.__bench = { cls: 0, shifts: [], click: null, firstFrame: null, playing: null, videoSrc: null };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.hadRecentInput) continue;
        w.__bench.cls += entry.value;
        w.__bench.shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          nodes: (entry.sources ?? []).map((s) => s.node?.nodeName ?? '?'),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // No layout-shift entries in this browser: reported as missing.
    w.__bench.cls = null;
  }
  addEventListener(
    'pointerdown',
    (event) => {
      if (w.__bench.click === null) w.__bench.click = event.timeStamp;
    },
    true,
  );
  const watch = (video) => {
    if (video.__benchWatched) return;
    video.__benchWatched = true;
    const frame = () => {
      if (w.__bench.firstFrame === null && w.__bench.click !== null) {
        w.__bench.firstFrame = performance.now();
        w.__bench.videoSrc = video.currentSrc || video.src;
      }
    };
    if ('requestVideoFrameCallback' in video) video.requestVideoFrameCallback(frame);
    const onTime = () => {
      if (video.currentTime > 0 && w.__bench.playing === null && w.__bench.click !== null) {
        w.__bench.playing = performance.now();
        w.__bench.videoSrc ??= video.currentSrc || video.src;
      }
    };
    video.addEventListener('playing', onTime);
    video.addEventListener('timeupdate', onTime);
  };
  new MutationObserver(() => document.querySelectorAll('video').forEach(watch)).observe(document, {
    subtree: true,
    childList: true,
  });
};

/**
 * The brand fonts a saved branding loads (button and text, each once): its stored name
 * ('work-sans-n7'), the family as CSS names it ('Work Sans') and the weight and style.
 */
function brandFonts(branding) {
  if (!branding) throw new Error('--branding: the bench server saved no branding');
  const fonts = [];
  for (const [name, url] of [
    [branding.buttonFontName, branding.buttonFontUrl],
    [branding.textFontName, branding.textFontUrl],
  ]) {
    const m = /^([a-z0-9-]+)-([ni])([1-9])$/.exec(name ?? '');
    if (!m || !url || fonts.some((f) => f.name === name)) continue;
    const family = m[1]
      .split('-')
      .map((w) => w[0].toUpperCase() + w.slice(1))
      .join(' ');
    const weight = `${m[3]}00`;
    const style = m[2] === 'i' ? 'italic' : 'normal';
    fonts.push({
      name,
      family,
      weight,
      style,
      label: `${family} ${weight}${m[2] === 'i' ? ' italic' : ''}`,
    });
  }
  return fonts;
}

const describeBranding = (b) =>
  `button ${b.buttonBackgroundColor} on ${b.buttonTextColor}, radius ${b.buttonBorderRadius} px, ` +
  `button font ${b.buttonFontName}, text font ${b.textFontName}, text ${b.textColor}, ` +
  `highlight ${b.textHighlightColor}, Powered-by logo ${b.hideVendyBranding ? 'hidden' : 'shown'}`;

/** Whether every brand font came in before the click: stylesheet, woff2 file, face loaded. */
function fontsLoaded(run, fonts) {
  return fonts.every(
    (f) =>
      run.fontRequests.some((r) => r.font === f.name && r.kind === 'css') &&
      run.fontRequests.some((r) => r.font === f.name && r.kind === 'woff2') &&
      run.facesLoaded.includes(`${f.family} ${f.weight} ${f.style}`),
  );
}

const fontsSeen = (run, fonts) =>
  `${run.fontRequests.map((r) => `${r.font}.${r.kind}`).join(', ') || 'no font request'}; ` +
  `faces loaded: ${run.facesLoaded.join(', ') || 'none'}` +
  `${run.facesNotLoaded.length ? `; not loaded: ${run.facesNotLoaded.join(', ')}` : ''}` +
  `${fontsLoaded(run, fonts) ? '' : ' (NOT ALL)'}`;

function loadPlaywright() {
  try {
    return require('playwright-core');
  } catch {
    throw new Error('playwright-core is not installed: run npm install');
  }
}

const hostOf = (url) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

async function oneRun(browser, guard, url, ownOrigins, layoutId, { playsOutside = false } = {}) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(INIT_SCRIPT);
  const startedAt = Date.now();
  // Requests beyond loopback: intercepted and counted (the YouTube/TikTok runs), never sent.
  const intercepted = [];
  let clicked = false;
  if (playsOutside) {
    await context.route('**/*', (route) => {
      const target = route.request().url();
      if (isLoopbackUrl(target)) return route.continue();
      intercepted.push({ url: target, afterClick: clicked });
      return route.abort('blockedbyclient');
    });
  }
  const page = await context.newPage();
  const requests = [];
  const entries = new Map();
  context.on('request', (request) => {
    const entry = {
      url: request.url(),
      type: request.resourceType(),
      afterClick: clicked,
      at: Date.now(),
      done: null,
    };
    entries.set(request, entry);
    requests.push(entry);
  });
  context.on('requestfinished', (request) => {
    const entry = entries.get(request);
    if (entry) entry.done = Date.now();
  });
  await page.goto(url, { waitUntil: 'load' });
  const holder = page.locator(`[data-vendy-layout="${layoutId}"]`);
  if ((await holder.count()) === 0)
    throw new Error(`the product page ${url} shows no layout ${layoutId}`);
  await holder.scrollIntoViewIfNeeded();
  const frameHandle = await holder.locator('iframe').elementHandle({ timeout: 60_000 });
  const frame = await frameHandle.contentFrame();
  if (!frame) throw new Error('the layout frame has no document');
  await frame.waitForLoadState('load');
  // Another site than the page: the page cannot reach into the frame's document.
  const crossOrigin = await frameHandle.evaluate((iframe) => {
    try {
      return iframe.contentDocument === null;
    } catch {
      return true;
    }
  });
  // Out of the page's process: Chromium lists the frame as a target of its own.
  const cdp = await context.newCDPSession(page);
  const { targetInfos } = await cdp.send('Target.getTargets');
  const outOfProcess = targetInfos.some((t) => t.type === 'iframe' && /\/embed\//.test(t.url));
  await cdp.detach();
  const play = frame.getByRole('button', { name: /^Play\b/ }).first();
  await play.waitFor({ state: 'visible', timeout: 60_000 });
  // Let late requests and shifts happen (lazy images, the frame's size message, what the layout
  // fetches once in view), then wait for the network to settle.
  await page.waitForTimeout(2_000);
  await page.waitForLoadState('networkidle').catch(() => {});

  const isThirdParty = (r) => {
    try {
      const u = new URL(r.url);
      return (u.protocol === 'http:' || u.protocol === 'https:') && !ownOrigins.has(u.origin);
    } catch {
      return false;
    }
  };
  const before = requests.filter((r) => !r.afterClick);
  const thirdParty = before.filter(isThirdParty);
  const videoHosts = thirdParty.filter((r) => THIRD_PARTY_VIDEO.test(hostOf(r.url)));
  const pageShift = await page.evaluate(() => window.__bench);
  const frameShiftBefore = await frame.evaluate(() => window.__bench);
  // The brand fonts the frame fetched before the click, and the faces its document has loaded
  // (not the size-adjusted local fallbacks).
  const fontRequests = before
    .map((r) => FONT_FILE.exec(r.url))
    .filter(Boolean)
    .map((m) => ({ font: `${m[1]}-${m[2]}`, kind: m[4] }));
  const faces = await frame.evaluate(() =>
    [...(document.fonts ?? [])]
      .filter((f) => !/ Fallback$/.test(f.family.replace(/["']/g, '')))
      .map((f) => ({
        face: `${f.family.replace(/["']/g, '')} ${f.weight} ${f.style}`,
        status: f.status,
      })),
  );
  const facesLoaded = faces.filter((f) => f.status === 'loaded').map((f) => f.face);
  const facesNotLoaded = faces
    .filter((f) => f.status !== 'loaded')
    .map((f) => `${f.face} (${f.status})`);
  const clickAt = Date.now();
  const guardBefore = guard.hits.filter((h) => h.at >= startedAt && h.at < clickAt);

  clicked = true;
  await play.click();
  const common = {
    requestsBefore: before.length,
    thirdParty: thirdParty.map((r) => r.url),
    videoHosts: videoHosts.map((r) => r.url),
    guardBefore: guardBefore.map((h) => h.url),
    // Connections Chromium opened toward YouTube/TikTok before the click (a preconnect is no
    // request the page's listeners see; the guard sees its CONNECT).
    videoConnectsBefore: guardBefore
      .filter((h) => THIRD_PARTY_VIDEO.test(hostOf(h.url)))
      .map((h) => h.url),
    crossOrigin,
    outOfProcess,
    pageCls: pageShift.cls,
    pageShifts: pageShift.shifts,
    frameCls: frameShiftBefore.cls,
    frameShifts: frameShiftBefore.shifts,
    fontRequests,
    facesLoaded,
    facesNotLoaded,
  };
  if (playsOutside) {
    // YouTube / TikTok: which hosts the click would reach (intercepted, counted, never sent).
    await page.waitForTimeout(3_000);
    const reached = requests.filter((r) => r.afterClick && THIRD_PARTY_VIDEO.test(hostOf(r.url)));
    await context.close();
    return {
      ...common,
      interceptedBefore: intercepted.filter((r) => !r.afterClick).map((r) => r.url),
      interceptedAfter: intercepted.filter((r) => r.afterClick).map((r) => r.url),
      guardAfter: guard.hits.filter((h) => h.at >= clickAt).map((h) => h.url),
      hostsAfterClick: [...new Set(reached.map((r) => hostOf(r.url)))],
    };
  }
  const outcome = await frame
    .waitForFunction(() => window.__bench.firstFrame ?? window.__bench.playing, null, {
      timeout: 30_000,
    })
    .then(() => frame.evaluate(() => window.__bench))
    .catch(() => frame.evaluate(() => window.__bench));
  const firstFrameMs =
    outcome.firstFrame !== null && outcome.click !== null
      ? outcome.firstFrame - outcome.click
      : null;
  const playingMs =
    outcome.playing !== null && outcome.click !== null ? outcome.playing - outcome.click : null;
  const afterClick = requests.filter((r) => r.afterClick);
  const hls = requests.filter((r) => /\.m3u8(\?|$)/.test(r.url));
  // Where the time after the click goes (Node's clock, from just before the click is sent).
  const since = (t) => (t === null || t === undefined ? null : t - clickAt);
  const scripts = afterClick.filter((r) => r.type === 'script');
  const segments = afterClick.filter((r) => /\.(ts|m4s|mp4)(\?|$)/.test(r.url));
  const steps = {
    scriptsDone: scripts.length ? since(Math.max(...scripts.map((r) => r.done ?? r.at))) : null,
    scripts: scripts.length,
    manifestAsked: afterClick.some((r) => /\.m3u8(\?|$)/.test(r.url))
      ? since(Math.min(...afterClick.filter((r) => /\.m3u8(\?|$)/.test(r.url)).map((r) => r.at)))
      : null,
    firstSegmentDone: segments.length ? since(segments[0].done) : null,
  };
  const guardAfter = guard.hits.filter((h) => h.at >= clickAt).map((h) => h.url);
  await context.close();
  return {
    ...common,
    guardAfter,
    firstFrameMs,
    playingMs,
    frameMs: firstFrameMs ?? playingMs,
    videoSrc: outcome.videoSrc,
    hlsRequests: hls.map((r) => r.url),
    hlsLocal: hls.length > 0 && hls.every((r) => ownOrigins.has(new URL(r.url).origin)),
    steps,
  };
}

async function main() {
  assertChromium();
  const startedAt = now();
  const loadAtStart = loadAverage();
  const { chromium } = loadPlaywright();
  const given = opts.value('dist');
  const dist = given
    ? path.resolve(given)
    : await mkdtemp(path.join(os.tmpdir(), 'vendy-bench-embed-'));
  let server;
  let browser;
  let guard;
  try {
    if (!given) {
      log('building apps/embed into a temporary folder...');
      buildEmbed(dist);
    }
    log('starting the API on a copy of the prepared fixture...');
    server = await startBenchServer({
      env: { BENCH_EMBED_DIST: dist, BENCH_BRANDING: BRANDING ? '1' : '' },
      sameOrigin: SAME_ORIGIN,
      log: (l) => log(`server: ${l}`),
    });
    const fonts = BRANDING ? brandFonts(server.branding) : [];
    if (BRANDING)
      log(`branding saved for the layouts' group: ${describeBranding(server.branding)}`);
    const url = await productUrl(server.store);
    const ownOrigins = new Set([new URL(server.url).origin, new URL(server.store).origin]);
    log(
      `product page ${url}; embed at ${server.url}; layout ${server.layoutId} (${server.layoutType}, ${server.layoutOrigin})`,
    );
    guard = await startEgressGuard();
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [...CHROMIUM_ARGS, ...guard.chromiumArgs],
    });
    const runs = [];
    for (let i = 1; i <= RUNS; i++) {
      const r = await oneRun(browser, guard, url, ownOrigins, server.layoutId);
      runs.push(r);
      log(
        `run ${i}: ${r.requestsBefore} requests before the click, ${r.thirdParty.length} third-party ` +
          `(${r.videoHosts.length} YouTube/TikTok); ` +
          `CLS page ${r.pageCls?.toFixed(4)} frame ${r.frameCls?.toFixed(4)}; frame ${r.crossOrigin ? 'cross-site' : 'SAME-ORIGIN'}${r.outOfProcess ? ', out of process' : ", in the page's process"}; ` +
          `click → first frame ${r.firstFrameMs === null ? 'none' : `${Math.round(r.firstFrameMs)} ms`}, ` +
          `→ playing ${r.playingMs === null ? 'none' : `${Math.round(r.playingMs)} ms`}; HLS ${r.hlsLocal ? 'local' : r.hlsRequests.length ? 'NOT local' : 'not requested'}`,
      );
      log(
        `  after the click: ${r.steps.scripts} script(s) loaded by ${r.steps.scriptsDone ?? '-'} ms, ` +
          `manifest asked at ${r.steps.manifestAsked ?? '- (before the click)'} ms, first segment received at ${r.steps.firstSegmentDone ?? '-'} ms`,
      );
      for (const u of [...r.thirdParty, ...r.videoConnectsBefore])
        log(`  third-party before click: ${u}`);
      if (BRANDING) log(`  fonts before the click: ${fontsSeen(r, fonts)}`);
      for (const s of [...(r.pageShifts ?? []), ...(r.frameShifts ?? [])])
        log(`  shift ${s.value.toFixed(4)} at ${s.at} ms (${s.nodes.join(', ')})`);
    }
    // The same page with a layout of YouTube and TikTok videos: nothing of theirs before a click.
    const imported = [];
    await server.command('LAYOUT THIRD-PARTY');
    for (let i = 1; i <= 2; i++) {
      const r = await oneRun(browser, guard, url, ownOrigins, server.thirdPartyLayoutId, {
        playsOutside: true,
      });
      imported.push(r);
      log(
        `YouTube/TikTok layout, run ${i}: ${r.requestsBefore} requests before the click, ` +
          `${r.thirdParty.length} third-party (${r.videoHosts.length} YouTube/TikTok); ` +
          `CLS page ${r.pageCls?.toFixed(4)} frame ${r.frameCls?.toFixed(4)}; ` +
          `intercepted before / after the click ${r.interceptedBefore.length} / ${r.interceptedAfter.length} ` +
          `(${r.hostsAfterClick.join(', ') || 'no YouTube/TikTok host'})`,
      );
      for (const u of [...r.thirdParty, ...r.videoConnectsBefore])
        log(`  third-party before click: ${u}`);
      if (BRANDING) log(`  fonts before the click: ${fontsSeen(r, fonts)}`);
    }
    await server.command('LAYOUT ON');

    const all = [...runs, ...imported];
    const thirdPartyRuns = all.filter(
      (r) => r.thirdParty.length > 0 || r.videoConnectsBefore.length > 0,
    );
    const thirdPartyWorst = Math.max(
      ...all.map((r) => r.thirdParty.length + r.videoConnectsBefore.length),
    );
    const clsRuns = all.filter((r) => r.pageCls !== 0 || r.frameCls !== 0);
    const pageCls = stats(all.map((r) => r.pageCls ?? Infinity));
    const frameCls = stats(all.map((r) => r.frameCls ?? Infinity));
    const frames = runs.map((r) => r.frameMs);
    const noFrame = runs.filter((r) => r.frameMs === null || !r.hlsLocal).length;
    const ff = stats(frames.filter((f) => f !== null));
    const over = frames.filter((f) => f === null || f > FIRST_FRAME_P90_TARGET_MS).length;
    const intercepted = imported.flatMap((r) => [...r.interceptedBefore, ...r.interceptedAfter]);
    const interceptedHosts = [...new Set(intercepted.map(hostOf))];
    // The browser's own background requests (update, sign-in, autofill servers) reach the guard
    // too, outside any page: refused and counted, not the page's.
    const guardTotal = guard.hits.length;
    const guardHosts = [...new Set(guard.hits.map((h) => hostOf(h.url)))];
    const sameSite = all.filter((r) => !r.crossOrigin).length;
    const source = runs.every((r) => r.firstFrameMs !== null)
      ? 'requestVideoFrameCallback'
      : "'playing' + currentTime > 0";
    const verdicts = [
      {
        target: `0 third-party requests before a click (and no connection to YouTube/TikTok), in every run (${all.length} runs, both layouts)`,
        figure: `worst run ${thirdPartyWorst}; ${thirdPartyRuns.length} of ${all.length} runs with any`,
        met: thirdPartyRuns.length === 0,
      },
      {
        target: `layout shift 0 in the page and in the frame, in every run (${all.length} runs)`,
        figure: `page max ${pageCls.max.toFixed(4)}, frame max ${frameCls.max.toFixed(4)}; ${clsRuns.length} of ${all.length} runs with a shift`,
        met: clsRuns.length === 0,
      },
      {
        target: `click → first frame ≤ ${FIRST_FRAME_P90_TARGET_MS} ms at p90, a local-HLS frame in every run (${RUNS} runs)`,
        figure:
          ff.n > 0
            ? `min / median / p90 / max ${fmtStats(ff, ' ms', { p90: true })}; ${over} of ${RUNS} runs over ${FIRST_FRAME_P90_TARGET_MS} ms; ${noFrame} without a local frame`
            : 'no frame in any run',
        met: ff.n === RUNS && noFrame === 0 && ff.p90 <= FIRST_FRAME_P90_TARGET_MS,
      },
    ];
    const fontRuns = all.filter((r) => fontsLoaded(r, fonts)).length;
    if (BRANDING) {
      verdicts.push({
        target: `the layout's ${fonts.length} custom fonts (${fonts.map((f) => f.label).join(', ')}) load in the frame before the click, in every run (${all.length} runs): stylesheet and woff2 file of each from our server, the face loaded in the frame's document`,
        figure: `${fontRuns} of ${all.length} runs`,
        met: fonts.length === 2 && fontRuns === all.length,
      });
    }
    log(
      `summary: first frame min / median / p90 / max ${ff.n ? fmtStats(ff, ' ms', { p90: true }) : 'none'}; ` +
        `requests beyond loopback: ${guardTotal} refused by the guard (${guardHosts.join(', ') || 'none'}), ${intercepted.length} intercepted by route (${interceptedHosts.join(', ') || 'none'})`,
    );
    if (sameSite > 0 && !SAME_ORIGIN)
      log(`warning: in ${sameSite} run(s) the page could read the frame's document (same origin)`);
    const stepStats = (key) => {
      const values = runs.map((r) => r.steps[key]).filter((v) => v !== null);
      return values.length ? fmtStats(stats(values)) : '-';
    };
    if (opts.write) {
      const section = [
        BRANDING
          ? '## Store page in a browser with custom fonts (requests, layout shift, first frame)'
          : '## Store page in a browser (requests, layout shift, first frame)',
        '',
        ...(BRANDING
          ? [
              '`node bench/storefront/browser.mjs --branding [--runs 10] [--check] [--no-write]`: the bench',
              "of the section above with the layouts' group's branding saved (as a merchant on a plan with",
              'branding saves it) before the server is ready, so **the layout uses custom fonts**:',
              `${describeBranding(server.branding)}.`,
              'The frame loads both fonts (a stylesheet with the `@font-face` and its size-adjusted local',
              'fallback face, then the woff2 file) from our own server before the click. The targets and the',
              'way they are measured are the same as without it; a fourth row checks that both fonts loaded.',
              '',
            ]
          : []),
        BRANDING
          ? 'As without it, the bench builds apps/embed into a'
          : '`node bench/storefront/browser.mjs [--runs 10] [--check] [--no-write]` builds apps/embed into a',
        'temporary folder, starts `bench/storefront/server.ts` on a copy of the prepared fixture (real',
        'server, demo layout whose clip went through the upload transcode: HLS in local storage) and',
        "opens the sandbox store's product page in headless Debian Chromium (412 × 823 phone viewport,",
        'touch) through playwright-core, a new browser context (empty cache) per run; then twice with a',
        'layout of a YouTube and a TikTok video. The store page is served at http://127.0.0.1:<port> and',
        "the embed at http://localhost:<port> (another site, so the frame runs out of the page's process,",
        'as in production). Every run is checked: third-party requests before the click (any origin',
        "other than the store's and the embed's), layout shift in the page and in the frame",
        "(PerformanceObserver 'layout-shift', buffered), then the click on the play button (pointerdown,",
        `in the frame's clock) to the video's first frame (${source}). Loopback stands in for`,
        "the local network: the figure is the embed's own start-up. Nothing leaves loopback: every",
        "non-loopback request goes to the bench's egress guard (a refusing proxy that counts it); the",
        'YouTube/TikTok runs also intercept them with `context.route` and count them (the timed runs',
        "do not: Playwright's interception turns the HTTP cache off and pauses each request).",
        '',
        runStamp(startedAt, loadAtStart),
        `Chromium at ${CHROMIUM}; layout ${server.layoutType} (${server.layoutOrigin}); ${RUNS} timed runs + ${imported.length} YouTube/TikTok runs.`,
        '',
        ...targetTable(verdicts),
        '',
        '| also measured | figure |',
        '|---|---|',
        `| click → first frame, each run (ms) | ${frames.map((f) => (f === null ? 'none' : fmt(f))).join(', ')} |`,
        `| requests before a click (min / median / max) | ${fmtStats(stats(runs.map((r) => r.requestsBefore)))} |`,
        `| after the click (min / median / max, Node's clock, order only) | scripts loaded ${stepStats('scriptsDone')} ms; manifest asked ${stepStats('manifestAsked')} ms (when not asked before the click); first segment received ${stepStats('firstSegmentDone')} ms |`,
        `| requests beyond loopback, none sent | ${guardTotal} refused by the egress guard (hosts: ${guardHosts.join(', ') || 'none'}; Chromium's own update, sign-in and autofill requests, and YouTube/TikTok only after a click); ${intercepted.length} intercepted by context.route after the YouTube/TikTok click (${interceptedHosts.join(', ') || 'none'}) |`,
        `| frame on another site than the page / in its own process | ${all.length - sameSite} / ${all.filter((r) => r.outOfProcess).length} of ${all.length} runs |`,
        ...(BRANDING
          ? [
              `| brand font requests before a click, per run (min / median / max) | stylesheets ${fmtStats(stats(all.map((r) => r.fontRequests.filter((f) => f.kind === 'css').length)))}, woff2 files ${fmtStats(stats(all.map((r) => r.fontRequests.filter((f) => f.kind === 'woff2').length)))} |`,
              `| faces loaded in the frame before the click (run 1) | ${all[0]?.facesLoaded.join(', ') || 'none'} |`,
            ]
          : []),
      ].join('\n');
      if (BRANDING)
        await replaceSection('storefront-browser-branding', section, {
          after: 'storefront-browser',
        });
      else await replaceSection('storefront-browser', section);
      log('figures written to bench/README.md');
    }
    finish('browser', verdicts, opts);
  } finally {
    await browser?.close();
    await guard?.close();
    await server?.stop();
    if (!given) await rm(dist, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`[browser] ${error.stack ?? error.message}`);
  process.exit(1);
});
