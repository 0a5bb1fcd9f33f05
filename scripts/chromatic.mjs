#!/usr/bin/env node
// Publishes Storybook to Chromatic for teams with a project token; skips cleanly without one.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    'Chromatic: no CHROMATIC_PROJECT_TOKEN set, skipping (visual tests run locally in npm test).',
  );
  process.exit(0);
}
const res = spawnSync(
  'npx',
  ['--no-install', 'chromatic', '--exit-zero-on-changes', '--build-script-name', 'build-storybook'],
  {
    stdio: 'inherit',
  },
);
process.exit(res.status ?? 1);
