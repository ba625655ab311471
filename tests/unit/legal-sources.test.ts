import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * docs/legal-sources.md maps every legal claim of the Turkish copy to its sources. These tests
 * keep the map honest: a listed key must still exist, every source id must be defined, and any
 * article section or string that cites the law, a decision, the guide or a fine must be listed.
 */
const doc = readFileSync('docs/legal-sources.md', 'utf8');
const localeDir = 'locales/tr';

function tableRows(heading: string) {
  const start = doc.indexOf(`## ${heading}`);
  if (start < 0) throw new Error(`docs/legal-sources.md has no "## ${heading}" section`);
  const end = doc.indexOf('\n## ', start + 1);
  return doc
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1) // the header row
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

const sourceIds = new Set(tableRows('Sources').map(([id]) => id));
const claims = tableRows('Claims').map(([key = '', claim = '', sources = '', status, checked]) => {
  const [namespace = '', keyPath = ''] = key.replace(/`/g, '').split(':');
  return { key, namespace, keyPath, claim, sources: sources.split(/,\s*/), status, checked };
});

const bundles = new Map(
  readdirSync(localeDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [
      file.replace(/\.json$/, ''),
      JSON.parse(readFileSync(path.join(localeDir, file), 'utf8')) as unknown,
    ]),
);

/** A list entry's name in a key path: its `id` when it has one (article sections), else its index. */
function segmentOf(entry: unknown, index: number) {
  const id = (entry as { id?: unknown } | null)?.id;
  return typeof id === 'string' ? id : String(index);
}

/** The value at a key path (`sections.temel-kural`, `faq.items.3.answer`), or undefined. */
function resolve(value: unknown, keyPath: string): unknown {
  return keyPath.split('.').reduce<unknown>((current, segment) => {
    if (Array.isArray(current)) {
      return current.find((entry, index) => segmentOf(entry, index) === segment);
    }
    return current && typeof current === 'object'
      ? (current as Record<string, unknown>)[segment]
      : undefined;
  }, value);
}

/** Every string of a bundle with its key path (list entries named as in `segmentOf`). */
function leaves(value: unknown, prefix = ''): { keyPath: string; text: string }[] {
  if (typeof value === 'string') return [{ keyPath: prefix, text: value }];
  const entries = Array.isArray(value)
    ? value.map((entry, index) => [segmentOf(entry, index), entry] as const)
    : value && typeof value === 'object'
      ? Object.entries(value)
      : [];
  return entries.flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const textOf = (value: unknown) =>
  leaves(value)
    .map((leaf) => leaf.text)
    .join(' ');

/** A key is covered when a listed key is the same or one of its parents. */
const covered = (namespace: string, keyPath: string) =>
  claims.some(
    (claim) =>
      claim.namespace === namespace &&
      (keyPath === claim.keyPath || keyPath.startsWith(`${claim.keyPath}.`)),
  );

/** Words that make an article section a legal claim: the law, its articles, the Authority's texts. */
const legalReference =
  /\bKVKK\b|\bKanun|\bmd\.|\bmaddes|\d+ sayılı|\bKurul|\bRehber|\bTebliğ|\bYönetmelik|para cezası|\bRFC\b/;
/** Citations that must be sourced wherever they appear: decision numbers, articles, TL amounts. */
const citation = /\b\d{4}\/\d{2,4} sayılı|\bmd?\. \d|\d{1,3}(\.\d{3})+ TL|\d+\. maddes/;

describe('docs/legal-sources.md', () => {
  it('lists claims, each with existing sources, a status and an ISO check date', () => {
    expect(claims.length).toBeGreaterThan(20);
    for (const claim of claims) {
      expect(claim.key, 'keys are written as `namespace:key.path`').toMatch(/^`[\w-]+:[\w.-]+`$/);
      expect(claim.claim.length, `${claim.key} says what it claims`).toBeGreaterThan(10);
      for (const source of claim.sources) {
        expect(sourceIds.has(source), `${claim.key} cites undefined source "${source}"`).toBe(true);
      }
      expect(['verified', 'unverified']).toContain(claim.status);
      expect(claim.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new Date(`${claim.checked}T00:00:00Z`).toISOString().slice(0, 10)).toBe(claim.checked);
    }
  });

  it('lists only keys that exist in locales/tr', () => {
    const missing = claims.filter(
      (claim) => resolve(bundles.get(claim.namespace), claim.keyPath) === undefined,
    );
    expect(missing.map((claim) => claim.key)).toEqual([]);
  });

  it('has an entry for every article lead and section that makes a legal claim', () => {
    const unlisted: string[] = [];
    for (const [namespace, bundle] of bundles) {
      if (!namespace.startsWith('article-')) continue;
      const { lead, sections } = bundle as { lead: string; sections: { id: string }[] };
      if (legalReference.test(lead) && !covered(namespace, 'lead')) {
        unlisted.push(`${namespace}:lead`);
      }
      for (const section of sections) {
        const keyPath = `sections.${section.id}`;
        if (legalReference.test(textOf(section)) && !covered(namespace, keyPath)) {
          unlisted.push(`${namespace}:${keyPath}`);
        }
      }
    }
    expect(unlisted, 'add these to docs/legal-sources.md with their sources').toEqual([]);
  });

  it('has an entry for every string citing a decision, an article or a fine amount', () => {
    const unlisted = [...bundles].flatMap(([namespace, bundle]) =>
      leaves(bundle)
        .filter(({ keyPath, text }) => citation.test(text) && !covered(namespace, keyPath))
        .map(({ keyPath }) => `${namespace}:${keyPath}`),
    );
    expect(unlisted, 'add these to docs/legal-sources.md with their sources').toEqual([]);
  });
});
