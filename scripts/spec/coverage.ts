/**
 * Which spec rule (rules.ts) has which test in tests/spec/ and which deviation entry in
 * docs/spec-deviations.md. Read from the files, never from a test run: `npm run spec:coverage`
 * prints it and tests/unit/spec-coverage.test.ts gates on it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { specRules, type SpecRule } from './rules';

export interface Deviation {
  ids: string[];
  specSays: string;
  siteDoes: string;
  why: string;
  source: string;
}

export interface RuleCoverage extends SpecRule {
  /** Titles of the tests that name the rule ("§4 R4.2 ..."). */
  tests: string[];
  deviation?: Deviation;
}

export interface Coverage {
  rules: RuleCoverage[];
  /** Test titles or deviation ids that name no rule, or the wrong section. */
  strays: string[];
}

const root = path.resolve(import.meta.dirname, '../..');
export const deviationsFile = path.join(root, 'docs/spec-deviations.md');
const specTests = path.join(root, 'tests/spec');

/** A string literal that starts with "§<section> R<id>": a test's title. */
const titlePattern = /(['"`])(§(\d+) (R\d+\.\d+)\b(?:(?!\1)[^\\\n]|\\.)*)\1/g;

/** Every rule-naming title in tests/spec/**.test.ts. */
export function specTestTitles(): { title: string; section: number; id: string }[] {
  const files = readdirSync(specTests, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.test.ts'),
  );
  return files.flatMap((file) =>
    [...readFileSync(path.join(specTests, file), 'utf8').matchAll(titlePattern)].map((match) => ({
      title: match[2] ?? '',
      section: Number(match[3]),
      id: match[4] ?? '',
    })),
  );
}

/** The rows of the deviations table: `| ids | spec says | site does | why | source |`. */
export function parseDeviations(markdown: string): Deviation[] {
  return markdown
    .split('\n')
    .filter((line) => /^\|\s*R\d/.test(line))
    .map((line) => {
      const [ids = '', specSays = '', siteDoes = '', why = '', source = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { ids: ids.split(/\s*,\s*/), specSays, siteDoes, why, source };
    });
}

export function specCoverage(): Coverage {
  const titles = specTestTitles();
  const deviations = parseDeviations(readFileSync(deviationsFile, 'utf8'));
  const known = new Map(specRules.map((rule) => [rule.id, rule]));
  const strays = [
    ...titles
      .filter(({ id, section }) => known.get(id)?.section !== section)
      .map(({ title }) => `test "${title}"`),
    ...deviations
      .flatMap((deviation) => deviation.ids)
      .filter((id) => !known.has(id))
      .map((id) => `deviation ${id}`),
  ];
  const rules = specRules.map((rule) => {
    const deviation = deviations.find((entry) => entry.ids.includes(rule.id));
    return {
      ...rule,
      tests: [...new Set(titles.filter(({ id }) => id === rule.id).map(({ title }) => title))],
      ...(deviation ? { deviation } : {}),
    };
  });
  return { rules, strays };
}

/** Rules with neither a test nor a deviation entry. */
export const uncovered = (coverage: Coverage) =>
  coverage.rules.filter((rule) => rule.tests.length === 0 && !rule.deviation);
