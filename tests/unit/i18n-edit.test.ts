import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { LocaleData } from '../../tools/i18n/locale-data.ts';
import { describeProblem } from '../../tools/i18n/string-checks.ts';
import { checkEdit, EditError, glossaryTerms, replaceValue } from '../../tools/i18n/i18n-edit.ts';

/** The edit panel's checks and save (tools/i18n/i18n-edit.ts), on small literal locale files. */
const glossary: LocaleData['glossary'] = {
  forbidden: [
    {
      locale: 'tr',
      terms: ['kuki'],
      match: 'stem',
      preferred: 'çerez',
      reason: 'the Turkish term for cookie',
    },
  ],
  exceptions: [],
};
const data: LocaleData = {
  defaultLanguage: 'tr',
  languages: ['tr', 'en', 'de'],
  translating: ['de'],
  bundles: {
    tr: {
      pricing: {
        hero: { title: '{{brand}} fiyatları', cta: 'Başlayın', note: '<strong>KDV</strong> dahil' },
        remaining_one: '{{count}} karakter kaldı',
        remaining_other: '{{count}} karakter kaldı',
      },
    },
    en: {
      pricing: {
        hero: { title: '{{brand}} prices', cta: 'Start', note: '<strong>VAT</strong> included' },
        remaining_one: 'One character left',
        remaining_other: '{{count}} characters left',
      },
    },
    de: {
      pricing: {
        hero: { title: '', cta: '', note: '' },
        remaining_one: '',
        remaining_other: '',
      },
    },
  },
  meta: { pricing: { 'hero.cta': { description: 'Button', maxLength: 10 } } },
  glossary,
};

const edit = (reference: string, language: string, text: string) =>
  checkEdit(data, { reference, language, text });

describe('checking an edit as the translator types', () => {
  it('passes a good translation', () => {
    expect(edit('pricing:hero.title', 'en', 'Plans and {{brand}} prices')).toEqual([]);
    expect(edit('pricing:hero.note', 'en', '<strong>VAT</strong> is included')).toEqual([]);
  });

  it('finds a missing placeholder or tag, as data, and i18n:check words it', () => {
    const at = { language: 'en', ns: 'pricing', sourceLanguage: 'tr' };
    expect(edit('pricing:hero.title', 'en', 'Our prices')).toEqual([
      { ...at, key: 'hero.title', kind: 'markers', have: [], want: ['{{brand}}'] },
    ]);
    const [tags] = edit('pricing:hero.note', 'en', 'VAT included');
    expect(tags).toEqual({
      ...at,
      key: 'hero.note',
      kind: 'markers',
      have: [],
      want: ['</strong>', '<strong>'],
    });
    expect(describeProblem(tags!)).toBe(
      'en/pricing: "hero.note" has no placeholders or tags, tr has </strong> <strong>',
    );
  });

  it('finds a text over its limit, a forbidden term and an empty value', () => {
    const [long] = edit('pricing:hero.cta', 'en', 'Start right now');
    expect(long).toEqual({
      language: 'en',
      ns: 'pricing',
      key: 'hero.cta',
      kind: 'tooLong',
      length: 15,
      limit: 10,
      text: 'Start right now',
    });
    expect(describeProblem(long!)).toBe(
      'en/pricing: "hero.cta" is 15 characters, the limit is 10: "Start right now"',
    );
    expect(edit('pricing:hero.title', 'tr', '{{brand}} kukileri')).toMatchObject([
      { key: 'hero.title', kind: 'forbiddenTerm', found: 'kukileri', preferred: 'çerez' },
    ]);
    const [empty] = edit('pricing:hero.cta', 'en', '');
    expect(empty).toEqual({ language: 'en', ns: 'pricing', key: 'hero.cta', kind: 'empty' });
    expect(describeProblem(empty!)).toBe('en/pricing: empty value at "hero.cta"');
    // A language being translated may leave a string empty (untranslated).
    expect(edit('pricing:hero.cta', 'de', '')).toEqual([]);
  });

  it('checks a plural form by its base key', () => {
    expect(edit('pricing:remaining_other', 'en', '{{count}} characters left')).toEqual([]);
    const [markers] = edit('pricing:remaining_other', 'en', 'characters left: {{n}}');
    expect(markers).toMatchObject({ key: 'remaining_other', have: ['{{n}}'], want: [] });
    expect(describeProblem(markers!)).toBe(
      'en/pricing: "remaining_other" has {{n}}, tr has no placeholders or tags',
    );
  });

  it('names a text showing {{count}} outside plural keys', () => {
    expect(edit('pricing:hero.title', 'en', '{{brand}}: {{count}} plans')).toMatchObject([
      { kind: 'markers', have: ['{{brand}}', '{{count}}'], want: ['{{brand}}'] },
      { kind: 'countNotPlural', pluralKeys: ['hero.title_one', 'hero.title_other'] },
    ]);
  });

  it('refuses an unknown language or key, and never creates a key', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        expect(error).toBeInstanceOf(EditError);
        return (error as EditError).refusal;
      }
      throw new Error('the edit was not refused');
    };
    expect(refusal(() => edit('pricing:hero.title', 'fr', 'x'))).toEqual({
      kind: 'unknownLanguage',
      language: 'fr',
    });
    expect(refusal(() => edit('pricing:hero.subtitle', 'en', 'x'))).toEqual({
      kind: 'unknownKey',
      file: 'locales/en/pricing.json',
      key: 'hero.subtitle',
    });
    expect(refusal(() => edit('pricing:hero', 'en', 'x'))).toMatchObject({ kind: 'unknownKey' });
  });

  it('names the glossary terms a text touches', () => {
    expect(glossaryTerms(glossary, 'tr', 'Çerezler ve kukiler').map((t) => t.uses)).toEqual([
      'forbidden',
    ]);
    expect(glossaryTerms(glossary, 'tr', 'Çerez ayarları')).toMatchObject([
      { preferred: 'çerez', uses: 'preferred' },
    ]);
    expect(glossaryTerms(glossary, 'tr', 'Fiyatlar')).toEqual([]);
  });
});

describe('writing an edit', () => {
  const file = `{
  "hero": { "title": "Eski \\"başlık\\"", "cta": "Başlayın" },
  "items": ["bir", "iki"]
}
`;

  it('replaces one value and keeps every other character', () => {
    const written = replaceValue(file, 'hero.title', 'Yeni "başlık" \\ son', 'tr/x.json');
    expect(written).toBe(`{
  "hero": { "title": "Yeni \\"başlık\\" \\\\ son", "cta": "Başlayın" },
  "items": ["bir", "iki"]
}
`);
    expect(JSON.parse(replaceValue(file, 'items.1', 'üç', 'tr/x.json')).items).toEqual([
      'bir',
      'üç',
    ]);
    expect(() => replaceValue(file, 'hero', 'x', 'tr/x.json')).toThrow(EditError);
  });

  const scratch = mkdtempSync(path.join(tmpdir(), 'i18n-edit-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('saves a checked edit into locales/<lng>/<ns>.json and refuses one with problems', async () => {
    const locales = path.join(scratch, 'locales');
    for (const language of ['tr', 'en'])
      mkdirSync(path.join(locales, language), { recursive: true });
    writeFileSync(
      path.join(locales, 'languages.json'),
      '{ "defaultLanguage": "tr", "languages": ["tr", "en"] }\n',
    );
    writeFileSync(path.join(locales, 'glossary.json'), '{ "forbidden": [], "exceptions": [] }\n');
    const source = '{\n  "b": "İkinci {{brand}}",\n  "a": { "p": "Birinci" }\n}\n';
    const english = '{\n  "b": "Second {{brand}}",\n  "a": { "p": "First" }\n}\n';
    writeFileSync(path.join(locales, 'tr', 'home.json'), source);
    writeFileSync(path.join(locales, 'en', 'home.json'), english);

    vi.stubEnv('LOCALES_DIR', locales);
    vi.resetModules();
    try {
      const { saveEdit } = await import('../../tools/i18n/i18n-edit.ts');
      const refused = await saveEdit({ reference: 'home:b', language: 'en', text: 'Second' });
      expect(refused.problems).toHaveLength(1);
      expect(readFileSync(path.join(locales, 'en', 'home.json'), 'utf8')).toBe(english);

      const saved = await saveEdit({ reference: 'home:a.p', language: 'en', text: 'The first' });
      expect(saved).toEqual({ problems: [], file: path.join('locales', 'en', 'home.json') });
      // Key order and layout kept: only the value changed.
      expect(readFileSync(path.join(locales, 'en', 'home.json'), 'utf8')).toBe(
        '{\n  "b": "Second {{brand}}",\n  "a": { "p": "The first" }\n}\n',
      );
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
