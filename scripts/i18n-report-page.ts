// The translators' report as data and as a page, without the crawl (scripts/i18n-report.ts):
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

export interface Shot {
  viewport: Viewport;
  /** The page it was taken on: `/en/pricing`. */
  page: string;
  /** Where on the layout (see `placesPerKey`). */
  place: string;
  /** Relative to the report: `shots/desktop-12.jpg`. */
  file: string;
}

export type Status = 'translated' | 'missing' | 'stale';

/** Who last changed a line: the commit and its time (0 for a line not committed yet). */
export interface LineBlame {
  commit: string;
  time: number;
}

/** What git says about the locale files (scripts/i18n-stale.ts asks it). */
export interface KeyHistory {
  /** The blame of a file's 1-based line. */
  lineBlame(file: string, line: number): LineBlame;
  /** Whether the text at `key` in `file` differs from the one it had at `commit`. */
  changedSince(file: string, key: string, commit: string): boolean;
}

/**
 * Each locale's status against the source: "missing" when its text is absent or empty, "stale"
 * when the source line was last committed after the locale's line and the source text differs
 * from the one it had at the locale line's commit (what the translator translated), else
 * "translated". A line not committed yet is never stale: it is being worked on.
 */
export function keyStatuses(
  info: Pick<KeyInfo, 'key' | 'texts' | 'places'>,
  source: string,
  history: KeyHistory,
): Record<string, Status> {
  const result: Record<string, Status> = {};
  const sourcePlace = info.places[source];
  for (const [language, text] of Object.entries(info.texts)) {
    if (language === source) continue;
    const place = info.places[language];
    if (!text?.trim() || !place) {
      result[language] = 'missing';
      continue;
    }
    const own = history.lineBlame(place.file, place.line);
    const stale =
      sourcePlace !== undefined &&
      own.time !== 0 &&
      history.lineBlame(sourcePlace.file, sourcePlace.line).time > own.time &&
      history.changedSince(sourcePlace.file, info.key, own.commit);
    result[language] = stale ? 'stale' : 'translated';
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

export type ReportRow = KeyInfo & { status: Record<string, Status>; shots: Shot[] };

/** A key's section id in the report: `key-common-header.cta`. */
const anchorOf = (reference: string) => `key-${reference.replace(/[^\w.-]/g, '-')}`;

/** The report: one searchable section per key, and the list of keys shown on no page. */
export function reportHtml(rows: ReportRow[], languages: string[]) {
  const unseen = rows.filter((row) => row.shots.length === 0);
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
                `<figure><img loading="lazy" src="${escapeHtml(shot.file)}" alt=""><figcaption>${shot.viewport} · ${escapeHtml(shot.page)}</figcaption></figure>`,
            )
            .join('')
        : '<p class="unseen">Shown on no page</p>';
      const limit = row.maxLength !== undefined ? ` · max ${row.maxLength} characters` : '';
      const file = row.places[languages[0] ?? '']?.file ?? '';
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
img{max-width:520px;max-height:220px;border:1px solid #ddd}figcaption{font-size:12px;color:#555}
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
