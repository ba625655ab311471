import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  deviationsFile,
  parseDeviations,
  runningTestTitles,
  specCoverage,
  uncovered,
} from '../harness/spec/coverage';
import { specRules, specSections } from '../harness/spec/rules';

describe('spec conformance catalogue', () => {
  const coverage = specCoverage();

  it('every spec rule has a test in tests/spec or a deviation entry', () => {
    expect(uncovered(coverage).map((rule) => `${rule.id} ${rule.rule}`)).toEqual([]);
  });

  it('every rule-naming test title and deviation entry names a rule of its own section', () => {
    expect(coverage.strays).toEqual([]);
  });

  it('every deviation entry says what the spec says, what the site does, why and where from', () => {
    const incomplete = parseDeviations(readFileSync(deviationsFile, 'utf8')).filter(
      (entry) => !entry.specSays || !entry.siteDoes || !entry.why || !entry.source,
    );
    expect(incomplete).toEqual([]);
  });

  it('a deviating rule is still tested: the suite asserts what the site does instead', () => {
    const untested = coverage.rules.filter((rule) => rule.deviation && rule.tests.length === 0);
    expect(untested.map((rule) => rule.id)).toEqual([]);
  });

  it('every section of the spec with observable rules has rules, and every rule sits in one', () => {
    const sections = Object.keys(specSections).map(Number);
    expect(sections).toEqual([2, 3, 4, 5, 7, 8, 9]);
    for (const section of sections) {
      expect(
        specRules.filter((rule) => rule.section === section).length,
        `§${section}`,
      ).toBeGreaterThan(0);
    }
    expect(specRules.filter((rule) => !sections.includes(rule.section))).toEqual([]);
  });
});

describe('which test titles cover a rule', () => {
  const titles = (source: string) => runningTestTitles('example.test.ts', source);

  it('counts a running test, each row of an `it.each` and tests inside a `describe`', () => {
    expect(
      titles(`
        describe('§2 frame', () => {
          it('§2 R2.1 a', () => {});
          test(\`§2 R2.2 b (\${language})\`, async () => {});
          it.each([1, 2])('§2 R2.3 c %i', (n) => {});
          describe.each(languages)('%s', (language) => { it.concurrent('§2 R2.4 d', () => {}); });
        });
      `),
    ).toEqual(['§2 R2.1 a', '§2 R2.2 b (${language})', '§2 R2.3 c %i', '§2 R2.4 d']);
  });

  it('does not count a skipped, todo, conditional or failing test, nor one without a body', () => {
    expect(
      titles(`
        it.skip('§2 R2.1 skipped', () => {});
        it.todo('§2 R2.2 todo');
        test.skipIf(ci)('§2 R2.3 conditional', () => {});
        it.runIf(tool)('§2 R2.4 conditional', () => {});
        it.fails('§2 R2.5 expected to fail', () => {});
        it('§2 R2.7 title only');
      `),
    ).toEqual([]);
  });

  it('does not count tests inside a skipped describe, nor one that skips itself at run time', () => {
    expect(
      titles(`
        describe.skip('off', () => { it('§2 R2.1 inside', () => {}); });
        describe.todo('later', () => { it('§2 R2.2 inside', () => {}); });
        it('§2 R2.3 skips itself', ({ skip }) => { if (!tool) skip(); });
        it('§2 R2.4 skips itself', (context) => { context.skip(); });
      `),
    ).toEqual([]);
  });

  it('does not count a string that only looks like a title', () => {
    expect(
      titles(`const note = '§2 R2.1 not a test'; expect(x, '§2 R2.2 a message').toBe(1);`),
    ).toEqual([]);
  });
});
