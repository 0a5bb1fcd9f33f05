// Storybook test-runner (Jest + Playwright) on Debian's Chromium: browsers cannot be downloaded
// on our machines, so Playwright launches the system binary.
import { fileURLToPath } from 'node:url';
import { getJestConfig } from '@storybook/test-runner';

const testRunnerConfig = getJestConfig();

export default {
  ...testRunnerConfig,
  // The test-runner's environment, with one browser context per worker (test-environment.js).
  testEnvironment: fileURLToPath(new URL('./test-environment.js', import.meta.url)),
  // A story waits on states (its play function, network idle, fonts): the limit only stops a hung
  // story and must hold on a loaded machine (and beside the end-to-end tests in `npm test`).
  testTimeout: 120000,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...testRunnerConfig.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        args: [
          '--no-sandbox',
          '--headless',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--no-first-run',
          '--font-render-hinting=none',
          '--force-color-profile=srgb',
          '--hide-scrollbars',
        ],
      },
      contextOptions: {
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
      },
    },
  },
};
