// Every story is a test: it must render without errors, pass its play function, have 0 axe
// violations (WCAG 2.2 AA, configured in preview.tsx `a11y`), and match its committed screenshot.
//
// Visual threshold: a story fails when more than 0.1 % of its pixels differ (per-pixel colour
// tolerance 0.1), which absorbs anti-aliasing noise but catches any real change of layout, colour or
// text. Baselines live in .storybook/__snapshots__ (one PNG per story id). To accept an intended
// change, run `npm run test:stories -- -u` and commit the new PNGs.
import type { TestRunnerConfig } from '@storybook/test-runner';
import { getStoryContext, waitForPageReady } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const snapshotsDir = path.join(process.cwd(), '.storybook', '__snapshots__');

/** The committed baseline's bytes, or undefined when there is none yet. */
function baseline(id: string): Buffer | undefined {
  try {
    return readFileSync(path.join(snapshotsDir, `${id}.png`));
  } catch {
    return undefined;
  }
}

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async preVisit(page) {
    // Playwright's own 30 s default (waiting for network idle below, for instance) gave up on a
    // machine at load 30 while the story was still on its way: only the story's limit
    // (test-runner-jest.config.js) should stop a story.
    page.setDefaultTimeout(110_000);
    page.setDefaultNavigationTimeout(110_000);
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    if (storyContext.parameters?.visual?.disable) return;
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    // Let enter transitions (popovers, toasts) settle: a state, not a pause. Every finite animation
    // or transition has ended (infinite ones, spinners, are stopped by the screenshot itself), then
    // two frames are painted. A story may still ask for a pause of its own (`visual.delay`).
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every(
          (a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity,
        ),
    );
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    const delay = Number(storyContext.parameters?.visual?.delay ?? 0);
    if (delay > 0) await page.waitForTimeout(delay);
    const image = await page.screenshot({ animations: 'disabled', caret: 'hide' });
    // Chromium encodes the same pixels to the same bytes: a screenshot identical to its baseline
    // file matches it without decoding both PNGs and comparing a million pixels. Anything else
    // (or `-u`) goes through the pixel comparison below.
    const { snapshotState } = expect.getState() as { snapshotState?: { _updateSnapshot?: string } };
    const updating = snapshotState?._updateSnapshot === 'all';
    if (!updating && baseline(context.id)?.equals(image)) return;
    expect(image).toMatchImageSnapshot({
      // In the Jest worker: by default each comparison starts its own Node process.
      runInProcess: true,
      customSnapshotsDir: snapshotsDir,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0.001,
      failureThresholdType: 'percent',
      customDiffConfig: { threshold: 0.1 },
      storeReceivedOnFailure: true,
      customReceivedDir: path.join(process.cwd(), 'test-results', 'stories'),
      customDiffDir: path.join(process.cwd(), 'test-results', 'stories'),
    });
  },
};

export default config;
