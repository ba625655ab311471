// The translators' report as data and as a page, without the crawl (tools/i18n/i18n-report.ts):
// each key's status per locale, which screenshots a place still needs, and the static HTML.
import type { KeyInfo } from './i18n-keys';

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 390, height: 844 },
} as const;
export type Viewport = keyof typeof viewports;

/**
 * Places shot per key and viewport. A place is where on the layout a string shows (the path of
 * elements to it), so the header's link is one place however many pages show it; a string that
 * shows in more places than this is rarely one a translator needs to see more of.
 */
export const placesPerKey = 4;

/** A rectangle in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The largest page image taken at once: Chromium draws nothing past 16,384 pixels. */
export const tileHeight = 8_000;
/** How much consecutive page images share, so any element up to this tall is whole in one. */
export const tileOverlap = 1_000;

/** The page images a page of `height` pixels is taken as: tops and heights. */
export function pageTiles(height: number, tile = tileHeight, overlap = tileOverlap) {
  const tiles: { y: number; height: number }[] = [];
  for (let y = 0; ; y += tile - overlap) {
    tiles.push({ y, height: Math.min(tile, height - y) });
    if (y + tile >= height) return tiles;
  }
}

/** The first page image that holds `box` whole (else the one its top is in). */
export function tileOf(box: Box, tiles: readonly { y: number; height: number }[]) {
  const index = tiles.findIndex(
    (tile) => box.y >= tile.y && box.y + box.height <= tile.y + tile.height,
  );
  if (index >= 0) return index;
  const top = tiles.findLastIndex((tile) => box.y >= tile.y);
  return Math.max(top, 0);
}

/**
 * The part of an image shown for an element at `box`: the element with its surroundings, at
 * least `minWidth` by `minHeight` where the image has room, centred on it, inside the image.
 */
export function cropAround(
  box: Box,
  image: { width: number; height: number },
  { margin = 48, minWidth = 360, minHeight = 140 } = {},
): Box {
  const span = (start: number, size: number, min: number, limit: number) => {
    const wanted = Math.min(Math.max(size + 2 * margin, min), limit);
    const from = Math.round(start + size / 2 - wanted / 2);
    const clamped = Math.min(Math.max(from, 0), Math.max(limit - wanted, 0));
    return [clamped, Math.round(Math.min(wanted, limit - clamped))] as const;
  };
  const [x, width] = span(box.x, box.width, minWidth, image.width);
  const [y, height] = span(box.y, box.height, minHeight, image.height);
  return { x, y, width, height };
}

export interface Shot {
  viewport: Viewport;
  /** The page it was taken on: `/en/pricing`. */
  page: string;
  /** Where on the layout (see `placesPerKey`). */
  place: string;
  /** The page image, relative to the report: `shots/desktop-12.jpg`. */
  file: string;
  /** The image's size, the part of it shown, and the element in it, in image pixels. */
  image: { width: number; height: number };
  crop: Box;
  mark: Box;
}

export type Status = 'translated' | 'missing' | 'stale';

/** Who last changed a line: the commit and its time (0 for a line not committed yet). */
export interface LineBlame {
  commit: string;
  time: number;
}

/** What git says about the locale files (tools/i18n/i18n-stale.ts asks it). */
export interface KeyHistory {
  /** The blame of a file's 1-based line. */
  lineBlame(file: string, line: number): LineBlame;
  /** The text at `key` in `file` as of `commit`; undefined where git cannot tell. */
  textAt(file: string, key: string, commit: string): string | undefined;
}

/**
 * The source text a translation was written against, when the source changed since: the source
 * line was last committed after the translation's line and its text at the translation's commit
 * differs from today's. Undefined otherwise, and for a translation not committed yet (it is being
 * worked on). Where git cannot tell the old text, it is ''.
 */
export function sourceWhenTranslated(
  info: Pick<KeyInfo, 'key' | 'texts' | 'places'>,
  source: string,
  language: string,
  history: KeyHistory,
): string | undefined {
  const sourcePlace = info.places[source];
  const place = info.places[language];
  if (!sourcePlace || !place) return undefined;
  const own = history.lineBlame(place.file, place.line);
  if (own.time === 0 || history.lineBlame(sourcePlace.file, sourcePlace.line).time <= own.time) {
    return undefined;
  }
  const then = history.textAt(sourcePlace.file, info.key, own.commit) ?? '';
  return then === info.texts[source] ? undefined : then;
}

/**
 * Each locale's status against the source: "missing" when its text is absent or empty, "stale"
 * when the source changed since it was translated (`sourceWhenTranslated`), else "translated".
 */
export function keyStatuses(
  info: Pick<KeyInfo, 'key' | 'texts' | 'places'>,
  source: string,
  history: KeyHistory,
): Record<string, Status> {
  const result: Record<string, Status> = {};
  for (const [language, text] of Object.entries(info.texts)) {
    if (language === source) continue;
    if (!text?.trim() || !info.places[language]) result[language] = 'missing';
    else if (sourceWhenTranslated(info, source, language, history) !== undefined) {
      result[language] = 'stale';
    } else result[language] = 'translated';
  }
  return result;
}

/** The keys of an element that still want a screenshot of this place at this viewport. */
export function keysWantingShot(
  keys: readonly string[],
  shots: ReadonlyMap<string, readonly Shot[]>,
  viewport: Viewport,
  place: string,
  limit = placesPerKey,
): string[] {
  return keys.filter((key) => {
    const taken = (shots.get(key) ?? []).filter((shot) => shot.viewport === viewport);
    return taken.length < limit && !taken.some((shot) => shot.place === place);
  });
}

export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export type ReportRow = KeyInfo & {
  status: Record<string, Status>;
  /** For a stale locale: the source text it was translated from (`sourceWhenTranslated`). */
  sourceThen?: Record<string, string>;
  shots: Shot[];
};

/** The widest and tallest a screenshot shows in the report; larger crops are scaled down. */
const shown = { width: 520, height: 240 };

/**
 * A shot as its crop of the page image, scaled to fit, with the element outlined: one image per
 * page and width, loaded only when scrolled to.
 */
export function shotHtml(shot: Shot) {
  const scale = Math.min(1, shown.width / shot.crop.width, shown.height / shot.crop.height);
  const px = (value: number) => `${Math.round(value * scale)}px`;
  const frame = `width:${px(shot.crop.width)};height:${px(shot.crop.height)}`;
  const image = `left:${px(-shot.crop.x)};top:${px(-shot.crop.y)};width:${px(shot.image.width)};height:${px(shot.image.height)}`;
  const mark = `left:${px(shot.mark.x - shot.crop.x)};top:${px(shot.mark.y - shot.crop.y)};width:${px(shot.mark.width)};height:${px(shot.mark.height)}`;
  return `<figure><div class="crop" style="${frame}"><img loading="lazy" src="${escapeHtml(shot.file)}" alt="" style="${image}"><span class="mark" style="${mark}"></span></div><figcaption>${shot.viewport} · ${escapeHtml(shot.page)}</figcaption></figure>`;
}

/** A key's section id in the report: `key-common-header.cta`. */
const anchorOf = (reference: string) => `key-${reference.replace(/[^\w.-]/g, '-')}`;

/**
 * The report: one searchable section per key, and the list of keys shown on no page. `languages`
 * in the order shown, the source language first.
 */
export function reportHtml(rows: ReportRow[], languages: string[]) {
  const source = languages[0] ?? '';
  const unseen = rows.filter((row) => row.shots.length === 0);
  const body = rows
    .map((row) => {
      const texts = languages
        .map((language) => {
          const status = row.status[language];
          const text = row.texts[language];
          const then = row.sourceThen?.[language];
          const change =
            then === undefined
              ? ''
              : `<div class="change">${escapeHtml(source)} when translated: <del>${then ? escapeHtml(then) : '(unknown)'}</del> now: <ins>${escapeHtml(row.texts[source] ?? '')}</ins></div>`;
          return `<dt>${language}${status ? ` <span class="${status}">${status}</span>` : ''}</dt><dd>${text ? escapeHtml(text) : '<em>—</em>'}${change}</dd>`;
        })
        .join('');
      const shots = row.shots.length
        ? row.shots.map(shotHtml).join('')
        : '<p class="unseen">Shown on no page</p>';
      const limit = row.maxLength !== undefined ? ` · max ${row.maxLength} characters` : '';
      const file = row.places[source]?.file ?? '';
      return `<section id="${escapeHtml(anchorOf(row.reference))}" data-search="${escapeHtml([row.reference, ...Object.values(row.texts), row.description ?? ''].join(' ').toLowerCase())}">
<h2>${escapeHtml(row.reference)}</h2>
<p class="meta">${escapeHtml(file)} · ${escapeHtml(row.description ?? 'no description')}${limit}</p>
<dl>${texts}</dl><div class="shots">${shots}</div></section>`;
    })
    .join('\n');
  const unseenList = unseen
    .map(
      (row) =>
        `<li><a href="#${escapeHtml(anchorOf(row.reference))}">${escapeHtml(row.reference)}</a></li>`,
    )
    .join('');
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
.crop{position:relative;overflow:hidden;border:1px solid #ddd}.crop img{position:absolute;max-width:none}
.mark{position:absolute;outline:2px solid #db2777;outline-offset:1px}figcaption{font-size:12px;color:#555}
.change{font-size:13px;color:#555}del{background:#fee2e2}ins{background:#dcfce7;text-decoration:none}
.unseen{color:#b45309}#unseen ul{columns:3;font-family:monospace;font-size:12px}
</style></head><body>
<h1>Translator's report</h1>
<p>${rows.length} keys · ${rows.length - unseen.length} with a screenshot (up to ${placesPerKey} places per key and width) · generated by <code>npm run i18n:report</code></p>
<details id="unseen"><summary>${unseen.length} keys shown on no page</summary><ul>${unseenList}</ul></details>
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
