import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { kib, measurePage, type PageSizes } from '../../tools/build/measure-dist.ts';
import budgets from '../budgets.json';
import { languages, localePrefix, routes } from '../support/locales';

/** Sizes are read from the built files in dist/ (`npm run build` first): stable, unlike timings. */
const dist = path.resolve('dist');
const KiB = 1024;

// Every route of every built locale, and each locale's 404 page; keyed by path (ids repeat).
const pages = [
  ...routes.map((route) => ({ id: route.id as string, path: route.path })),
  ...languages.map((language) => ({ id: 'notFound', path: `${localePrefix(language)}/404.html` })),
];
const measured = new Map<string, PageSizes>(pages.map((p) => [p.path, measurePage(dist, p.path)]));

/** What every page declares: the island loader (islands' code loads on their triggers). */
const jsBudget = () => budgets.declaredJsGzipKiB * KiB;

function table() {
  const lines = pages.map(({ path: route }) => {
    const page = measured.get(route)!;
    return `${route.padEnd(40)} ${kib(page.jsGzip).padStart(6)} / ${kib(jsBudget()).padStart(5)} KiB JS gz   ${kib(page.inlineCss).padStart(5)} / ${budgets.inlineCssKiB} KiB inline CSS`;
  });
  return lines.join('\n');
}

// A copy for people: tests/.artifacts/budgets.txt (also printed in any failure message).
mkdirSync('tests/.artifacts', { recursive: true });
writeFileSync('tests/.artifacts/budgets.txt', `${table()}\n`);

describe('performance budgets (tests/budgets.json)', () => {
  it.each(pages)('$path loads at most its first-load JavaScript budget', ({ path: route }) => {
    const page = measured.get(route)!;
    const files = [...page.scripts]
      .sort((a, b) => b.gzip - a.gzip)
      .map((script) => `  ${kib(script.gzip).padStart(6)} KiB  ${script.url}`)
      .join('\n');
    expect(
      page.jsGzip,
      `first-load JS of ${route} is ${kib(page.jsGzip)} KiB gzipped, over its ${kib(jsBudget())} KiB budget by ${kib(page.jsGzip - jsBudget())} KiB. Files (gzipped):\n${files}\nAll routes:\n${table()}\n`,
    ).toBeLessThanOrEqual(jsBudget());
  });

  it.each(pages)('$path inlines at most the CSS budget', ({ path: route }) => {
    const page = measured.get(route)!;
    expect(
      page.inlineCss,
      `${route} inlines ${kib(page.inlineCss)} KiB of CSS, budget ${budgets.inlineCssKiB} KiB. All routes:\n${table()}\n`,
    ).toBeLessThanOrEqual(budgets.inlineCssKiB * KiB);
  });

  it('counts the island loader on every page, so the measure itself cannot silently drop to zero', () => {
    expect(pages.filter((p) => p.path.startsWith('/en/')).length).toBeGreaterThan(1);
    for (const { path: route } of pages) {
      const page = measured.get(route)!;
      expect(page.scripts.length, `${page.route} declares no module script`).toBeGreaterThan(0);
      expect(page.jsGzip, `${page.route}: implausibly small first-load JS`).toBeGreaterThan(KiB);
    }
  });
});
