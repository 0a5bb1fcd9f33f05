#!/usr/bin/env node
// Chromium (browser tests) and ffmpeg (the tests' own clips, made with /usr/bin/ffmpeg) come from
// Debian's packages. Install them when missing and running as root; otherwise stop with a message
// saying what to install. The server itself needs neither: it falls back to the ffmpeg build that
// `npm install` brings (apps/api/src/modules/videos/ffmpeg-path.ts).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const needs = [
  { bin: process.env.CHROMIUM_PATH || '/usr/bin/chromium', pkg: 'chromium', why: 'browser tests' },
  { bin: '/usr/bin/ffmpeg', pkg: 'ffmpeg', why: 'test clips' },
  {
    bin: '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf',
    pkg: 'fonts-liberation',
    why: 'stable screenshots',
  },
];

const missing = needs.filter((n) => !existsSync(n.bin));
if (missing.length === 0) process.exit(0);

const pkgs = missing.map((m) => m.pkg);
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;

if (!isRoot || !hasApt) {
  console.error(
    `Missing system packages: ${missing.map((m) => `${m.pkg} (${m.why})`).join(', ')}.\n` +
      `Install them, e.g. on Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y ${pkgs.join(' ')}\n` +
      'Set CHROMIUM_PATH if your Chromium lives elsewhere than /usr/bin/chromium.',
  );
  process.exit(1);
}

console.log(`Installing ${pkgs.join(', ')} from Debian's packages...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...pkgs], {
  stdio: 'inherit',
  env,
});
