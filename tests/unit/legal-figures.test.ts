import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { datedFigures, expiredFigures } from '../../src/config/launch-check';

/**
 * Figures that expire (the yearly revalued fines) carry their last valid day in
 * docs/legal-sources.md. These tests read the real date: from the day after, the build is red
 * until the copy and the table are updated.
 */
const doc = readFileSync('docs/legal-sources.md', 'utf8');
const figures = datedFigures(doc);
const sourceIds = new Set(
  doc
    .slice(doc.indexOf('## Sources'), doc.indexOf('\n## ', doc.indexOf('## Sources') + 1))
    .split('\n')
    .map((line) => /^\|\s*([A-Z][\w-]+)\s*\|/.exec(line)?.[1])
    .filter(Boolean),
);

/**
 * The string at a locale key (`namespace:key.path`). List entries are addressed like in
 * docs/legal-sources.md's claims: by their `id` (article sections), else by their index.
 */
function resolve(key: string): unknown {
  const [namespace = '', keyPath = ''] = key.split(':');
  const bundle: unknown = JSON.parse(readFileSync(`locales/tr/${namespace}.json`, 'utf8'));
  return keyPath.split('.').reduce<unknown>((value, segment) => {
    if (Array.isArray(value)) {
      return value.find(
        (entry, index) => ((entry as { id?: unknown } | null)?.id ?? String(index)) === segment,
      );
    }
    return value && typeof value === 'object'
      ? (value as Record<string, unknown>)[segment]
      : undefined;
  }, bundle);
}

describe('dated legal figures', () => {
  it('lists the yearly fines with a defined source, the keys that state them and a last valid day', () => {
    expect(figures.map((figure) => figure.source)).toContain('FINES-2026');
    for (const figure of figures) {
      expect(sourceIds.has(figure.source), `${figure.source} is a source id`).toBe(true);
      expect(figure.validThrough).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(figure.usedIn.length).toBeGreaterThan(0);
      for (const key of figure.usedIn) expect(typeof resolve(key), key).toBe('string');
    }
  });

  it('has no figure past its last valid day today', () => {
    const expired = expiredFigures(doc, new Date());
    expect(
      expired.map((figure) => `${figure.source} valid through ${figure.validThrough}`),
      'update the figures and their row in docs/legal-sources.md (Dated figures)',
    ).toEqual([]);
  });

  it('counts a figure as valid on its last day and expired on the next', () => {
    const [fines] = figures;
    expect(fines).toBeDefined();
    const last = new Date(`${fines!.validThrough}T23:59:59Z`);
    expect(expiredFigures(doc, last)).not.toContainEqual(fines);
    expect(expiredFigures(doc, new Date(last.getTime() + 1000))).toContainEqual(fines);
  });
});
