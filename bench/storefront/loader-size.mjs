#!/usr/bin/env node
// Size of the store loader script (/embed/loader.js) as shoppers download it: builds it, then
// compresses it with gzip (level 9, what CDNs and the built-in compression of hosts use) and brotli.
// Target: at most 2 KB (2,048 bytes) gzipped. Exits with 1 above the target.
//
//   node bench/storefront/loader-size.mjs [--no-build] [--no-write]
//
// Figures go to the "Store loader script" section of bench/README.md unless --no-write.
import { spawnSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const TARGET = 2048;

if (!args.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build:loader', '--silent', '-w', '@vendy/embed'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const file = path.join(root, 'apps/embed/dist/loader.js');
const source = await readFile(file);
const raw = source.length;
const gzip = gzipSync(source, { level: 9 }).length;
const brotli = brotliCompressSync(source, {
  params: { [constants.BROTLI_PARAM_QUALITY]: 11 },
}).length;
const within = gzip <= TARGET;

const fmt = (n) => n.toLocaleString('en-US');
console.log(`loader.js: ${fmt(raw)} B raw, ${fmt(gzip)} B gzip -9, ${fmt(brotli)} B brotli`);
console.log(`${within ? 'within' : 'OVER'} the ${fmt(TARGET)} B gzip target`);

if (!args.includes('--no-write')) {
  const readme = path.join(root, 'bench/README.md');
  let text = await readFile(readme, 'utf8');
  const start = '<!-- loader-size:start -->';
  const end = '<!-- loader-size:end -->';
  const day = new Date().toISOString().slice(0, 10);
  const section = [
    '## Store loader script',
    '',
    '`node bench/storefront/loader-size.mjs` builds `apps/embed/dist/loader.js` (the script store',
    'themes include) and compresses it as a CDN would.',
    '',
    '| raw | gzip -9 | brotli 11 | target (gzip) | measured |',
    '|---|---|---|---|---|',
    `| ${fmt(raw)} B | ${fmt(gzip)} B | ${fmt(brotli)} B | ${fmt(TARGET)} B | ${day} |`,
  ].join('\n');
  const block = `${start}\n${section}\n${end}`;
  text =
    text.includes(start) && text.includes(end)
      ? text.slice(0, text.indexOf(start)) + block + text.slice(text.indexOf(end) + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  text = text.replace(
    /(\| loader script ≤ 2 KB gzipped \|[^|]*\| )[^|\n]*(\|)/,
    `$1${fmt(gzip)} B gzipped (${day}) $2`,
  );
  await writeFile(readme, text);
  console.log('figures written to bench/README.md');
}
process.exit(within ? 0 : 1);
