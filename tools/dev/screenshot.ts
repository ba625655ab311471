// Full-page screenshot of a page of the built site, for looking at layout changes:
//   npx tsx tools/dev/screenshot.ts /urunler 390 /tmp/urunler-390.png
// Serves dist/ itself on a free port (run `npm run build` first).
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../server/system/chromium.ts';
import { createSiteServer } from '../../server/site/serve.ts';

const [pathname = '/', width = '1280', out = '/tmp/screenshot.png'] = process.argv.slice(2);
const server = createSiteServer();
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (!address || typeof address !== 'object') throw new Error('The site server has no TCP port');
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
  await page.goto(`http://127.0.0.1:${address.port}${pathname}`, {
    waitUntil: 'networkidle',
  });
  await page.screenshot({ path: out, fullPage: true });
  console.log(`saved ${out}`);
} finally {
  await browser.close();
  server.close();
}
