import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  deviationsFile,
  parseDeviations,
  specCoverage,
  uncovered,
} from '../../scripts/spec/coverage';

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
});
