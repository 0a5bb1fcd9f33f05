import { chromium } from 'playwright';
import { injectAxe, getViolations } from 'axe-playwright';
const index = await (await fetch('http://127.0.0.1:6116/index.json')).json();
const ids = Object.values(index.entries).filter((e) => e.type === 'story' && e.importPath.includes('packages/player')).map((e) => e.id);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
let errors = [];
p.on('console', (m) => { if (m.type() === 'error' && !m.text().includes('404')) errors.push(m.text().slice(0, 300)); });
p.on('pageerror', (e) => errors.push('pageerror ' + e.message));
let bad = 0;
for (const id of ids) {
  errors = [];
  await p.goto(`http://127.0.0.1:6116/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load', timeout: 120000 });
  await p.waitForSelector('#storybook-root > *', { timeout: 120000 }).catch(() => errors.push('no root'));
  await p.waitForTimeout(1500);
  await injectAxe(p);
  const v = await getViolations(p, 'body', { runOnly: { type: 'tag', values: ['wcag2a','wcag2aa','wcag21a','wcag21aa','wcag22aa'] } });
  if (v.length || errors.length) { bad++; console.log(id, v.map((x) => x.id).join(','), errors.join(' || ')); }
}
console.log(ids.length, 'stories,', bad, 'with problems');
await b.close();
