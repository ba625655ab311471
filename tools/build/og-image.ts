// Renders public/og-image.png (1200 x 630), the Open Graph / Twitter card image every page
// shares: the logo mark, brand name and the home hero's headline on brand colours, beside a
// drawing of a consent banner. Text comes from src/config/site.ts and locales/tr/home.json, so
// run it again after a rebrand or a new headline:
//   npx tsx tools/build/og-image.ts
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { createServer } from 'vite';
import { chromiumArgs, chromiumPath } from '../../server/system/chromium.ts';

const root = path.resolve(new URL('../..', import.meta.url).pathname);
const out = path.join(root, 'public/og-image.png');

const vite = await createServer({
  root,
  appType: 'custom',
  logLevel: 'silent',
  server: { middlewareMode: true },
});
const { site } = await vite.ssrLoadModule('/src/config/site.ts');
const { tokens } = await vite.ssrLoadModule('/src/theme/tokens.ts');
await vite.close();

const home = JSON.parse(await readFile(path.join(root, 'locales/tr/home.json'), 'utf8'));
const font = await readFile(path.join(root, 'src/assets/fonts/inter-tr-wght.woff2'));
const { color } = tokens;
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const toggle = (on: boolean) => `
  <div class="row"><div class="bar" style="width:${on ? 150 : 120}px"></div>
  <div class="switch ${on ? 'on' : ''}"><div></div></div></div>`;

const html = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><style>
@font-face { font-family: Inter; src: url(data:font/woff2;base64,${font.toString('base64')}) format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; }
body { width: 1200px; height: 630px; font-family: Inter, sans-serif; color: #fff;
  background: ${color.footer}; display: flex; align-items: center; padding: 0 72px; gap: 56px; overflow: hidden; }
.text { flex: 1; }
.brand { display: flex; align-items: center; gap: 16px; font-size: 40px; font-weight: 800; }
.eyebrow { margin-top: 44px; font-size: 22px; font-weight: 700; letter-spacing: .06em; text-transform: uppercase; color: ${color.brandLight}; }
h1 { margin-top: 14px; font-size: 50px; line-height: 1.15; font-weight: 800; letter-spacing: -.01em; }
.card { width: 380px; flex: none; background: ${color.surface}; border-radius: 24px; padding: 32px; box-shadow: 0 0 0 10px ${color.brand}; }
.head { display: flex; align-items: center; gap: 14px; margin-bottom: 26px; }
.row { display: flex; align-items: center; justify-content: space-between; padding: 15px 0; border-top: 2px solid ${color.border}; }
.bar { height: 14px; border-radius: 7px; background: ${color.inkMuted}; opacity: .5; }
.switch { width: 56px; height: 32px; border-radius: 16px; background: ${color.border}; padding: 4px; }
.switch div { width: 24px; height: 24px; border-radius: 50%; background: #fff; box-shadow: 0 1px 3px rgba(0,0,0,.3); }
.switch.on { background: ${color.teal}; } .switch.on div { margin-left: 24px; }
.buttons { display: flex; gap: 12px; margin-top: 24px; }
.buttons div { flex: 1; height: 48px; border-radius: 10px; border: 2px solid ${color.brand}; }
.buttons div:last-child { background: ${color.brand}; }
</style></head><body>
<div class="text">
  <div class="brand">
    <svg viewBox="0 0 32 32" width="64" height="64" aria-hidden="true">
      <circle cx="16" cy="16" r="15" fill="${color.brand}"/>
      <circle cx="9.5" cy="11" r="2" fill="#fff" opacity=".55"/><circle cx="22" cy="22.5" r="1.6" fill="#fff" opacity=".55"/>
      <path d="M9.5 16.5l4.2 4.2 8.8-9.2" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
    </svg>${escape(site.brand)}
  </div>
  <p class="eyebrow">${escape(home.hero.eyebrow)}</p>
  <h1>${escape(home.hero.title)}</h1>
</div>
<div class="card" aria-hidden="true">
  <div class="head"><svg viewBox="0 0 32 32" width="40" height="40"><circle cx="16" cy="16" r="15" fill="${color.brand}"/>
    <path d="M9.5 16.5l4.2 4.2 8.8-9.2" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/></svg>
    <div class="bar" style="width:170px;background:${color.ink};opacity:.8"></div></div>
  ${toggle(true)}${toggle(true)}${toggle(false)}${toggle(false)}
  <div class="buttons"><div></div><div></div></div>
</div>
</body></html>`;

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await page.setContent(html);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: out, type: 'png' });
} finally {
  await browser.close();
}
console.log(`public/og-image.png: 1200 x 630, ${(await stat(out)).size} bytes`);
