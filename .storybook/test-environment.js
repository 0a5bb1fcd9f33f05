// The story runner's test environment: the test-runner's own (a Playwright page per story file,
// set up for `__test`), except that a Jest worker keeps its browser connection and context from
// one story file to the next and gives each file a new page in it. With a new connection and
// context per file, every file started cold: the protocol handshake, then iframe.html with the
// whole preview downloaded and compiled again. In one context the preview comes from the HTTP
// cache (scripts/test-stories.mjs serves the build cacheable). All 909 stories alone on a quiet
// machine: 299.5 s wall / 246 CPU-s before, 284.3 s / 231 CPU-s after (the files' own times
// 388 s → 329 s). What a file leaves behind for the next is cleared when it ends: the origin's
// local and session storage and the cookies; the page itself is closed.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** The worker's connection and context, made by its first story file. */
let shared;

// jest-worker ends a worker with a message ([2], CHILD_MESSAGE_END) once every result is in, then
// waits for it to exit on its own; the kept connection would hold it open until it is killed
// ("failed to exit gracefully"). At that message the connection is closed and the worker exits.
if (process.send) {
  process.on('message', (message) => {
    if (!Array.isArray(message) || message[0] !== 2 || !shared) return;
    shared.browser
      .close()
      .catch(() => undefined)
      .finally(() => process.exit(0));
  });
}

export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    const options = this._config.testEnvironmentOptions['jest-playwright'];
    if (shared) {
      // The parent's set-up without its connection, context and page.
      options.skipInitialization = true;
      try {
        await super.setup();
      } finally {
        options.skipInitialization = false;
      }
      this.global.browser = shared.browser;
      this.global.context = shared.context;
      this.global.page = await this._setNewPageInstance(shared.context);
    } else {
      await super.setup();
      shared = { browser: this.global.browser, context: this.global.context };
    }
    await setupPage(this.global.page, this.global.context);
  }

  async teardown() {
    const { page, context } = this.global;
    if (page && !page.isClosed()) {
      await page
        .evaluate(() => {
          localStorage.clear();
          sessionStorage.clear();
        })
        .catch(() => undefined);
      await page.close().catch(() => undefined);
    }
    await context?.clearCookies().catch(() => undefined);
    // The parent closes the browser connection; the worker's next file uses it.
    this.global.browser = null;
    await super.teardown();
  }
}
