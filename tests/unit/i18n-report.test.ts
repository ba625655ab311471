import { describe, expect, it } from 'vitest';
import {
  keysWantingShot,
  keyStatuses,
  reportHtml,
  type KeyHistory,
  type ReportRow,
  type Shot,
} from '../../scripts/i18n-report-page';

/** The translators' report's own logic, without the crawl: statuses, places, the page. */
const places = {
  tr: { file: 'locales/tr/common.json', line: 3, column: 5 },
  en: { file: 'locales/en/common.json', line: 3, column: 5 },
};
/**
 * Git's answers for one key: the Turkish line from day 2, the English one from `englishTime`
 * (commit `en-commit`); `turkishChanged`: whether the Turkish text differs from the one it had
 * when the English was committed.
 */
const history = (englishTime: number, turkishChanged = true): KeyHistory => ({
  lineBlame: (file) =>
    file.includes('/tr/')
      ? { commit: 'tr-commit', time: 2 }
      : { commit: 'en-commit', time: englishTime },
  changedSince: (file, key, commit) => {
    expect([file, key, commit]).toEqual(['locales/tr/common.json', 'header.cta', 'en-commit']);
    return turkishChanged;
  },
});

describe('a key’s status per locale', () => {
  const key = 'header.cta';
  it('is translated when the locale’s line is as new as the source’s or newer', () => {
    const info = { key, texts: { tr: 'Teklif Alın', en: 'Get a quote' }, places };
    expect(keyStatuses(info, 'tr', history(2))).toEqual({ en: 'translated' });
    expect(keyStatuses(info, 'tr', history(3))).toEqual({ en: 'translated' });
  });

  it('is stale when the source text changed in a later commit than the translation', () => {
    const info = { key, texts: { tr: 'Teklif Alın', en: 'Get a quote' }, places };
    expect(keyStatuses(info, 'tr', history(1))).toEqual({ en: 'stale' });
  });

  it('is translated when a later commit changed the source line but not its text (a comma)', () => {
    const info = { key, texts: { tr: 'Teklif Alın', en: 'Get a quote' }, places };
    expect(keyStatuses(info, 'tr', history(1, false))).toEqual({ en: 'translated' });
  });

  it('is translated, not stale, while the translation is not committed yet', () => {
    const info = { key, texts: { tr: 'Teklif Alın', en: 'Get a quote' }, places };
    expect(keyStatuses(info, 'tr', history(0))).toEqual({ en: 'translated' });
  });

  it('is missing when the text is empty, blank or absent', () => {
    for (const en of ['', '  ', undefined]) {
      const info = { key, texts: { tr: 'Teklif Alın', en, de: '' }, places };
      expect(keyStatuses(info, 'tr', history(3))).toEqual({ en: 'missing', de: 'missing' });
    }
  });
});

describe('screenshots per place', () => {
  const shot = (place: string, viewport: Shot['viewport'] = 'desktop'): Shot => ({
    viewport,
    page: '/',
    place,
    file: 'shots/x.jpg',
  });

  it('wants each new place of a key once per viewport, up to the limit', () => {
    const shots = new Map([['common:cta', [shot('header>a'), shot('footer>a')]]]);
    expect(keysWantingShot(['common:cta'], shots, 'desktop', 'header>a', 4)).toEqual([]);
    expect(keysWantingShot(['common:cta'], shots, 'desktop', 'main>a', 4)).toEqual(['common:cta']);
    expect(keysWantingShot(['common:cta'], shots, 'mobile', 'header>a', 4)).toEqual(['common:cta']);
    expect(keysWantingShot(['common:cta'], shots, 'desktop', 'main>a', 2)).toEqual([]);
  });

  it('answers per key of an element that carries several', () => {
    const shots = new Map([['common:a', [shot('p')]]]);
    expect(keysWantingShot(['common:a', 'common:b'], shots, 'desktop', 'p')).toEqual(['common:b']);
  });
});

describe('the report page', () => {
  const row = (reference: string, overrides: Partial<ReportRow> = {}): ReportRow => ({
    reference,
    namespace: reference.split(':')[0]!,
    key: reference.split(':')[1]!,
    texts: { tr: 'Metin', en: 'Text' },
    places,
    status: { en: 'translated' },
    shots: [],
    ...overrides,
  });

  it('escapes text, descriptions and keys, so copy with markup shows as written', () => {
    const html = reportHtml(
      [
        row('forms:consent', {
          texts: { tr: '<notice>Aydınlatma</notice> & "onay"', en: '<b>x</b>' },
          description: 'A <link> "here"',
        }),
      ],
      ['tr', 'en'],
    );
    expect(html).toContain('&lt;notice&gt;Aydınlatma&lt;/notice&gt; &amp; &quot;onay&quot;');
    expect(html).toContain('&lt;b&gt;x&lt;/b&gt;');
    expect(html).toContain('A &lt;link&gt; &quot;here&quot;');
    expect(html).not.toContain('<notice>');
    expect(html).not.toContain('<b>x');
  });

  it('lists the keys no page shows, linked to their entries, and not the others', () => {
    const html = reportHtml(
      [
        row('common:seen', {
          shots: [{ viewport: 'desktop', page: '/', place: 'p', file: 'shots/desktop-1.jpg' }],
        }),
        row('common:hidden.one'),
        row('routes:meta.x'),
      ],
      ['tr', 'en'],
    );
    const list = /<details id="unseen">([\s\S]*?)<\/details>/.exec(html)?.[1] ?? '';
    expect(list).toContain('2 keys shown on no page');
    expect(list).toContain('<a href="#key-common-hidden.one">common:hidden.one</a>');
    expect(list).toContain('routes:meta.x');
    expect(list).not.toContain('common:seen');
    expect(html).toContain('id="key-common-hidden.one"');
    expect(html).toContain('<img loading="lazy" src="shots/desktop-1.jpg"');
  });

  it('shows each locale’s status, the description and the limit', () => {
    const html = reportHtml(
      [
        row('common:cta', {
          status: { en: 'stale' },
          description: 'Header button',
          maxLength: 18,
        }),
        row('common:other', { texts: { tr: 'Metin', en: '' }, status: { en: 'missing' } }),
      ],
      ['tr', 'en'],
    );
    expect(html).toContain('<dt>en <span class="stale">stale</span></dt><dd>Text</dd>');
    expect(html).toContain('Header button · max 18 characters');
    expect(html).toContain('<dt>en <span class="missing">missing</span></dt><dd><em>—</em></dd>');
    expect(html).toContain('no description');
  });
});
