// `npm run i18n:report`: a static page for translators, i18n-report/index.html (git-ignored), that
// opens offline. For every key of the source locale: its namespace and file, its text in every
// locale, its status, description and limit, and a cropped screenshot of where it shows on the
// site at desktop and 390 px width. The screenshots come from key mode (src/dev/key-mode.ts) on
// `npm run dev`, in Chromium. Keys no page shows are listed as such.
//
// Status per locale: "missing" (absent or empty), "stale" when the source (Turkish) line of the
// key was last changed by a later commit than the locale's line (git blame of both files: no
// stored hashes to keep), otherwise "translated".
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { startDevServer } from './dev-process';
import { keyInfo, type KeyInfo } from './i18n-keys';
import { languageConfig, readLocale } from './locales.ts';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'i18n-report');
const shotsDir = path.join(outDir, 'shots');
const viewports = { desktop: { width: 1280, height: 800 }, mobile: { width: 390, height: 844 } };
type Viewport = keyof typeof viewports;
/** Screenshots per key and viewport: one place is enough to recognise a string. */
const shotsPerKey = 1;

/** Every leaf key path of a bundle, arrays by index ("items.0.title"), as key mode names them. */
function leafKeys(value: unknown, prefix = ''): string[] {
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([name, child]) =>
      leafKeys(child, prefix ? `${prefix}.${name}` : name),
    );
  }
  return [prefix];
}

/** Commit time of each line of a file (1-based), from git blame; 0 for uncommitted lines. */
function lineTimes(file: string) {
  const times: number[] = [0];
  let output: string;
  try {
    output = execFileSync('git', ['blame', '--line-porcelain', '--', file], {
      cwd: root,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return times;
  }
  let current = 0;
  for (const line of output.split('\n')) {
    if (line.startsWith('committer-time ')) current = Number(line.slice(15));
    else if (line.startsWith('\t')) times.push(current);
  }
  return times;
}

type Status = 'translated' | 'missing' | 'stale';

function statuses(info: KeyInfo, source: string, blame: (file: string) => number[]) {
  const result: Record<string, Status> = {};
  const sourcePlace = info.places[source];
  for (const [language, text] of Object.entries(info.texts)) {
    if (language === source) continue;
    const place = info.places[language];
    if (!text?.trim() || !place) {
      result[language] = 'missing';
      continue;
    }
    const sourceTime = sourcePlace ? (blame(sourcePlace.file)[sourcePlace.line] ?? 0) : 0;
    const ownTime = blame(place.file)[place.line] ?? 0;
    result[language] = sourceTime > ownTime && ownTime !== 0 ? 'stale' : 'translated';
  }
  return result;
}

/** Same-origin page paths linked from `page` (the site's menus and footers reach every page). */
const linksOf = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')]
      .map((link) => new URL(link.href).pathname)
      .filter((pathname) => !pathname.startsWith('/api/')),
  );

/** Scrolls through the page so every island near the viewport wakes and is marked. */
async function wakeIslands(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.islands === 'armed');
  // A string, not a function: tsx names functions with a helper the page does not have.
  await page.evaluate(`(async () => {
    const frame = () => new Promise((resolve) => {
      requestAnimationFrame(resolve);
      setTimeout(resolve, 100);
    });
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    for (const form of document.querySelectorAll('[data-island] form')) {
      form.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
    scrollTo({ top: 0, behavior: 'instant' });
  })()`);
  await page.waitForLoadState('networkidle');
}

async function main() {
  const started = performance.now();
  const { defaultLanguage, languages } = languageConfig({ pseudo: false });
  const references = Object.entries(readLocale(defaultLanguage)).flatMap(([namespace, bundle]) =>
    leafKeys(bundle).map((key) => `${namespace}:${key}`),
  );
  const blames = new Map<string, number[]>();
  const blame = (file: string) => {
    if (!blames.has(file)) blames.set(file, lineTimes(file));
    return blames.get(file)!;
  };
  const infos = references.map((reference) => keyInfo(reference));

  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(shotsDir, { recursive: true });
  const shots = new Map<string, { viewport: Viewport; page: string; file: string }[]>();
  const server = await startDevServer();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  let shotCount = 0;
  let pageCount = 0;
  try {
    for (const viewport of Object.keys(viewports) as Viewport[]) {
      const context = await browser.newContext({ viewport: viewports[viewport] });
      const page = await context.newPage();
      // The dev server compiles each module on its first request: a cold page can take minutes.
      page.setDefaultTimeout(300_000);
      const queue = languages.map((language) =>
        language === defaultLanguage ? '/' : `/${language}/`,
      );
      const seen = new Set(queue);
      while (queue.length > 0) {
        const pathname = queue.shift()!;
        const response = await page.goto(`${server.origin}${pathname}?i18n=keys`);
        if (!response?.ok()) continue;
        pageCount++;
        await wakeIslands(page);
        for (const link of await linksOf(page)) {
          if (!seen.has(link)) {
            seen.add(link);
            queue.push(link);
          }
        }
        const marked = await page.locator('body [data-i18n-key]').all();
        for (const element of marked) {
          const keys = ((await element.getAttribute('data-i18n-key')) ?? '').split(' ');
          const wanted = keys.filter(
            (key) =>
              (shots.get(key) ?? []).filter((shot) => shot.viewport === viewport).length <
              shotsPerKey,
          );
          if (wanted.length === 0 || !(await element.isVisible())) continue;
          const file = `shots/${viewport}-${++shotCount}.jpg`;
          try {
            await element.screenshot({
              path: path.join(outDir, file),
              type: 'jpeg',
              quality: 60,
              timeout: 5_000,
            });
          } catch {
            continue;
          }
          for (const key of wanted) {
            shots.set(key, [...(shots.get(key) ?? []), { viewport, page: pathname, file }]);
          }
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const rows = infos.map((info) => ({
    ...info,
    status: statuses(info, defaultLanguage, blame),
    shots: shots.get(info.reference) ?? [],
  }));
  writeFileSync(path.join(outDir, 'index.html'), reportHtml(rows, languages));
  const shown = rows.filter((row) => row.shots.length > 0).length;
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(
    `i18n-report/index.html: ${rows.length} keys, ${shown} with a screenshot ` +
      `(${shotCount} screenshots from ${pageCount} page loads), ${rows.length - shown} shown on ` +
      `no page; ${seconds} s`,
  );
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

function reportHtml(
  rows: (KeyInfo & {
    status: Record<string, Status>;
    shots: { viewport: Viewport; page: string; file: string }[];
  })[],
  languages: string[],
) {
  const body = rows
    .map((row) => {
      const texts = languages
        .map((language) => {
          const status = row.status[language];
          const text = row.texts[language];
          return `<dt>${language}${status ? ` <span class="${status}">${status}</span>` : ''}</dt><dd>${text ? escapeHtml(text) : '<em>—</em>'}</dd>`;
        })
        .join('');
      const shots = row.shots.length
        ? row.shots
            .map(
              (shot) =>
                `<figure><img loading="lazy" src="${shot.file}" alt=""><figcaption>${shot.viewport} · ${escapeHtml(shot.page)}</figcaption></figure>`,
            )
            .join('')
        : '<p class="unseen">Shown on no page</p>';
      const limit = row.maxLength !== undefined ? ` · max ${row.maxLength} characters` : '';
      const file = row.places[languages[0] ?? '']?.file ?? '';
      return `<section data-search="${escapeHtml([row.reference, ...Object.values(row.texts), row.description ?? ''].join(' ').toLowerCase())}">
<h2>${escapeHtml(row.reference)}</h2>
<p class="meta">${escapeHtml(file)} · ${escapeHtml(row.description ?? 'no description')}${limit}</p>
<dl>${texts}</dl><div class="shots">${shots}</div></section>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Translator's report</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:16px}
input{font:inherit;padding:8px;width:100%;box-sizing:border-box;position:sticky;top:0}
section{border-top:1px solid #ccc;padding:8px 0}h2{font-size:15px;margin:4px 0;font-family:monospace}
.meta{color:#555;margin:2px 0}dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:6px 0}
dt{font-weight:600}dd{margin:0}.missing{color:#b91c1c}.stale{color:#b45309}.translated{color:#15803d}
.shots{display:flex;gap:8px;flex-wrap:wrap;align-items:flex-start}figure{margin:0}
img{max-width:520px;max-height:220px;border:1px solid #ddd}figcaption{font-size:12px;color:#555}
.unseen{color:#b45309}
</style></head><body>
<h1>Translator's report</h1>
<p>${rows.length} keys · ${rows.filter((row) => row.shots.length).length} with a screenshot · generated by <code>npm run i18n:report</code></p>
<input type="search" placeholder="Filter: key, text or description" aria-label="Filter">
${body}
<script>
const input = document.querySelector('input');
input.addEventListener('input', () => {
  const query = input.value.trim().toLowerCase();
  for (const section of document.querySelectorAll('section')) {
    section.hidden = query !== '' && !section.dataset.search.includes(query);
  }
});
</script>
</body></html>
`;
}

await main();
