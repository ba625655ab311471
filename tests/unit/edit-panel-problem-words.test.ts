import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { problemText, type Copy } from '../../src/dev/problem-text';
import type { EditRefusal, StringProblem } from '../../src/dev/string-problems';

/** The edit panel says the i18n check's findings in the page's language (key-editor.json). */
const copyOf = (language: string) =>
  JSON.parse(
    readFileSync(
      path.join(import.meta.dirname, '../../locales', language, 'key-editor.json'),
      'utf8',
    ),
  ) as Copy;

const at = { language: 'en', ns: 'pricing', key: 'hero.title' };
const findings: (StringProblem | EditRefusal)[] = [
  { ...at, kind: 'missingKey' },
  { ...at, kind: 'extraKey' },
  { ...at, kind: 'listMismatch' },
  { ...at, kind: 'empty' },
  { ...at, kind: 'markers', have: [], want: ['{{brand}}'], sourceLanguage: 'tr' },
  { ...at, kind: 'pluralForms', have: ['other'], need: ['one', 'other'] },
  { ...at, kind: 'countNotPlural', pluralKeys: ['hero.title_one', 'hero.title_other'] },
  { ...at, kind: 'pluralOnlyInSource', sourceLanguage: 'tr' },
  { ...at, kind: 'pluralOnlyHere', sourceLanguage: 'tr' },
  { ...at, kind: 'tooLong', length: 84, limit: 60, text: 'x'.repeat(84) },
  { ...at, kind: 'forbiddenTerm', found: 'kukiler', preferred: 'çerez', reason: 'glossary' },
  { kind: 'unknownLanguage', language: 'fr' },
  { kind: 'textTooLong', limit: 20_000 },
  { kind: 'unknownKey', file: 'locales/en/pricing.json', key: 'hero.subtitle' },
];

describe("the edit panel's words for what the check finds", () => {
  it('says each finding in Turkish, with its values and without English', () => {
    const copy = copyOf('tr');
    expect(problemText(copy, findings[9]!)).toBe('84 karakter; sınır 60 karakter.');
    expect(problemText(copy, findings[4]!)).toBe(
      'Yer tutucular ve etiketler kaynak metindekilerle aynı olmalı: bu metinde hiçbiri, kaynakta (tr) {{brand}}.',
    );
    for (const finding of findings) {
      const text = problemText(copy, finding);
      expect(text, finding.kind).not.toMatch(/^problem|^refusal|\{\{(?!brand)|\b(the|has|is)\b/);
    }
  });

  it('has a sentence for every finding in every language of the panel', () => {
    for (const language of ['tr', 'en']) {
      const copy = copyOf(language);
      const texts = findings.map((finding) => problemText(copy, finding));
      expect(texts.filter((text) => /^(problem|refusal)[A-Z]/.test(text))).toEqual([]);
      expect(new Set(texts).size).toBe(findings.length);
    }
  });
});
