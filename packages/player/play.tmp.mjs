import { chromium } from 'playwright';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 1280, height: 800 } });
p.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warn') console.log('console', m.type(), m.text().slice(0, 300)); });
for (const id of ['player-player--keyboard-shortcuts', 'player-productcard--interaction', 'player-shopoverlay--journey']) {
  await p.goto(`http://127.0.0.1:6116/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load' });
  await p.waitForTimeout(4000);
  const labels = await p.evaluate(() => [...document.querySelectorAll('#storybook-root button, #storybook-root a')].map((e) => e.getAttribute('aria-label') || e.textContent).join(' | '));
  const focused = await p.evaluate(() => document.activeElement?.textContent || document.activeElement?.getAttribute('aria-label'));
  console.log(id, '::', labels, ':: focus', focused);
}
await b.close();
