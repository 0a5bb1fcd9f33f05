import { chromium } from 'playwright';
const ids = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--headless','--disable-gpu'] });
const p = await b.newPage({ viewport: { width: 800, height: 700 } });
p.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text().slice(0, 300)); });
p.on('pageerror', (e) => console.log('pageerror:', e.message));
for (const id of ids) {
  await p.goto(`http://127.0.0.1:6116/iframe.html?id=${id}&viewMode=story`, { waitUntil: 'load', timeout: 120000 });
  await p.waitForSelector('#storybook-root > *', { timeout: 120000 }).catch(() => console.log('no root', id));
  await p.waitForTimeout(800);
  await p.screenshot({ path: `/tmp/shots/${id}.png` });
  console.log('shot', id);
}
await b.close();
