import { describe, expect, it } from 'vitest';
import {
  cropAround,
  keysWantingShot,
  keyStatuses,
  pageTiles,
  reportHtml,
  shotHtml,
  sourceWhenTranslated,
  tileOf,
  type KeyHistory,
  type ReportRow,
  type Shot,
} from '../../tools/i18n/i18n-report-page';

/** The translators' report's own logic, without the crawl: statuses, places, the page. */
const places = {
  tr: { file: 'locales/tr/common.json', line: 3, column: 5 },
  en: { file: 'locales/en/common.json', line: 3, column: 5 },
};
/** A shot of `place` on the home page; where it sits in its image does not matter here. */
const shot = (
  place: string,
  viewport: Shot['viewport'] = 'desktop',
  file = 'shots/x.jpg',
): Shot => ({
  viewport,
  page: '/',
  place,
  file,
  image: { width: 1280, height: 800 },
  crop: { x: 0, y: 0, width: 360, height: 140 },
  mark: { x: 10, y: 10, width: 100, height: 20 },
});

/**
 * Git's answers for one key: the Turkish line from day 2, the English one from `englishTime`
 * (commit `en-commit`); `turkishThen`: the Turkish text when the English was committed
 * (null: git cannot tell).
 */
const history = (englishTime: number, turkishThen: string | null = 'Teklif İsteyin') =>
  ({
    lineBlame: (file) =>
      file.includes('/tr/')
        ? { commit: 'tr-commit', time: 2 }
        : { commit: 'en-commit', time: englishTime },
    textAt: (file, key, commit) => {
      expect([file, key, commit]).toEqual(['locales/tr/common.json', 'header.cta', 'en-commit']);
      return turkishThen ?? undefined;
    },
  }) satisfies KeyHistory;

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
    expect(keyStatuses(info, 'tr', history(1, 'Teklif Alın'))).toEqual({ en: 'translated' });
  });

  it('is stale when git cannot tell the source text the translation was made from', () => {
    const info = { key, texts: { tr: 'Teklif Alın', en: 'Get a quote' }, places };
    expect(keyStatuses(info, 'tr', history(1, null))).toEqual({ en: 'stale' });
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

describe('the source text a stale translation was made from', () => {
  const key = 'header.cta';
  const info = { key, texts: { tr: 'Teklif Alın', en: 'Get a quote' }, places };

  it('is the Turkish of the English commit, when it differs from today’s', () => {
    expect(sourceWhenTranslated(info, 'tr', 'en', history(1))).toBe('Teklif İsteyin');
  });

  it('is unknown (empty) where git cannot tell', () => {
    expect(sourceWhenTranslated(info, 'tr', 'en', history(1, null))).toBe('');
  });

  it('is none for a translation as new as the source, or not committed yet', () => {
    expect(sourceWhenTranslated(info, 'tr', 'en', history(2))).toBeUndefined();
    expect(sourceWhenTranslated(info, 'tr', 'en', history(0))).toBeUndefined();
  });
});

describe('page images and crops', () => {
  it('takes a page as one image up to 8,000 pixels, and taller ones as tiles that overlap', () => {
    expect(pageTiles(5_000)).toEqual([{ y: 0, height: 5_000 }]);
    expect(pageTiles(8_000)).toEqual([{ y: 0, height: 8_000 }]);
    expect(pageTiles(16_000)).toEqual([
      { y: 0, height: 8_000 },
      { y: 7_000, height: 8_000 },
      { y: 14_000, height: 2_000 },
    ]);
  });

  it('crops an element from the first tile that holds it whole', () => {
    const tiles = pageTiles(16_000);
    expect(tileOf({ x: 0, y: 100, width: 10, height: 10 }, tiles)).toBe(0);
    expect(tileOf({ x: 0, y: 7_900, width: 10, height: 200 }, tiles)).toBe(1);
    expect(tileOf({ x: 0, y: 15_000, width: 10, height: 10 }, tiles)).toBe(2);
    // Taller than a tile's overlap across a seam: the tile its top is in.
    expect(tileOf({ x: 0, y: 6_500, width: 10, height: 9_000 }, tiles)).toBe(0);
  });

  it('shows an element with its surroundings, centred, inside the image', () => {
    const image = { width: 1280, height: 4_000 };
    // A small button mid-page: 48 px around it, widened to 360 × 140.
    expect(cropAround({ x: 600, y: 1_000, width: 100, height: 40 }, image)).toEqual({
      x: 470,
      y: 950,
      width: 360,
      height: 140,
    });
    // A wide heading: its size and 48 px on every side.
    expect(cropAround({ x: 100, y: 200, width: 800, height: 60 }, image)).toEqual({
      x: 52,
      y: 152,
      width: 896,
      height: 156,
    });
    // At the top left corner: moved inside the image, not cut.
    expect(cropAround({ x: 0, y: 0, width: 50, height: 20 }, image)).toEqual({
      x: 0,
      y: 0,
      width: 360,
      height: 140,
    });
    // Wider than the image: the image's width.
    expect(
      cropAround({ x: 0, y: 10, width: 390, height: 20 }, { width: 390, height: 100 }),
    ).toEqual({ x: 0, y: 0, width: 390, height: 100 });
  });

  it('draws a crop as a window on the page image, scaled to fit, the element outlined', () => {
    const html = shotHtml({
      viewport: 'desktop',
      page: '/fiyatlar',
      place: 'main>h1',
      file: 'shots/desktop-3.jpg',
      image: { width: 1280, height: 3_000 },
      crop: { x: 100, y: 200, width: 1040, height: 240 },
      mark: { x: 148, y: 248, width: 944, height: 144 },
    });
    // 1040 px wide shown at 520: half size.
    expect(html).toContain('class="crop" style="width:520px;height:120px"');
    expect(html).toContain(
      'src="shots/desktop-3.jpg" alt="" style="left:-50px;top:-100px;width:640px;height:1500px"',
    );
    expect(html).toContain('class="mark" style="left:24px;top:24px;width:472px;height:72px"');
    expect(html).toContain('<figcaption>desktop · /fiyatlar</figcaption>');
  });
});

describe('screenshots per place', () => {
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
          shots: [shot('p', 'desktop', 'shots/desktop-1.jpg')],
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
          sourceThen: { en: 'Teklif <b>İsteyin</b>' },
          description: 'Header button',
          maxLength: 18,
        }),
        row('common:other', { texts: { tr: 'Metin', en: '' }, status: { en: 'missing' } }),
      ],
      ['tr', 'en'],
    );
    expect(html).toContain(
      '<dt>en <span class="stale">stale</span></dt><dd>Text<div class="change">tr when translated: <del>Teklif &lt;b&gt;İsteyin&lt;/b&gt;</del> now: <ins>Metin</ins></div></dd>',
    );
    expect(html).toContain('Header button · max 18 characters');
    expect(html).toContain('<dt>en <span class="missing">missing</span></dt><dd><em>—</em></dd>');
    expect(html).toContain('no description');
  });
});
