#!/usr/bin/env node
// Shopify's theme-check over the theme app extension (apps/embed/extension) with its
// theme-app-extension config, offline: prints each offense and exits 1 when there is any.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const themeCheck = require('@shopify/theme-check-node');
const extension = path.resolve(root, process.argv[2] ?? 'apps/embed/extension');
const config = path.join(
  path.dirname(require.resolve('@shopify/theme-check-node/package.json')),
  'configs',
  'theme-app-extension.yml',
);

const { theme, offenses } = await themeCheck.themeCheckRun(extension, config, () => {});
const severities = ['error', 'warning', 'info'];
for (const offense of offenses) {
  const file = path.relative(root, fileURLToPath(offense.uri));
  const { line, character } = offense.start;
  console.log(
    `${file}:${line + 1}:${character + 1} ${severities[offense.severity] ?? offense.severity} ${offense.check}: ${offense.message}`,
  );
}
console.log(
  `theme-check (theme-app-extension): ${theme.length} files, ${offenses.length} offense${offenses.length === 1 ? '' : 's'}`,
);
if (theme.length === 0) {
  console.log(`no Liquid or JSON files found under ${path.relative(root, extension)}`);
  process.exit(1);
}
process.exit(offenses.length === 0 ? 0 : 1);
