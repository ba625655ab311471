import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The top-level folders as lint zones (eslint.config.js): each file below is linted as if it
 * lived at `file`, with one import, and must be refused or let through.
 */
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

/** The messages ESLint gives `source` as the file at `file` (relative to the repository). */
async function problems(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: file });
  return (result?.messages ?? []).map((message) => message.message);
}

/** What ESLint says of a refused import: out of the file's zone, or up the layers of src/. */
const refusal = {
  refused: expect.stringMatching(/may not import/),
  'refused (layer)': expect.stringMatching(/Imports go down the layers/),
};

type Verdict = 'allowed' | keyof typeof refusal;

const cases: { file: string; target: string; verdict: Verdict }[] = [
  { file: 'src/lib/probe.ts', target: '../../server/scanner/site', verdict: 'refused' },
  { file: 'src/lib/probe.ts', target: '../../tools/i18n/locale-meta', verdict: 'refused' },
  { file: 'src/lib/probe.ts', target: '../../tests/support/site-url', verdict: 'refused' },
  {
    file: 'src/lib/probe.ts',
    target: '../../packages/scanner-contract/report',
    verdict: 'allowed',
  },
  // Judged by where the path leads, not by how it is spelt.
  { file: 'src/lib/probe.ts', target: '../lib/../../server/scanner/site', verdict: 'refused' },
  {
    file: 'src/lib/probe.ts',
    target: '../sections/../../server/scanner/site.ts',
    verdict: 'refused',
  },
  {
    file: 'server/scanner/probe.ts',
    target: '../../packages/scanner-contract/scanner-defaults',
    verdict: 'allowed',
  },
  { file: 'server/scanner/probe.ts', target: '../../src/config/site', verdict: 'refused' },
  { file: 'server/scanner/probe.ts', target: '../../src/lib/format-date.ts', verdict: 'refused' },
  { file: 'server/scanner/probe.ts', target: '../../tools/build/build.ts', verdict: 'refused' },
  { file: 'server/system/probe.ts', target: '../../tests/support/site-url', verdict: 'refused' },
  {
    file: 'packages/scanner-contract/probe.ts',
    target: '../../src/theme/tokens',
    verdict: 'refused',
  },
  {
    file: 'packages/scanner-contract/probe.ts',
    target: '../../server/scanner/site',
    verdict: 'refused',
  },
  { file: 'packages/scanner-contract/probe.ts', target: './report', verdict: 'allowed' },
  { file: 'tools/build/probe.ts', target: '../../server/system/chromium.ts', verdict: 'allowed' },
  { file: 'tools/i18n/probe.ts', target: '../../src/config/site', verdict: 'allowed' },
  { file: 'tools/i18n/probe.ts', target: '../../tests/support/site-url', verdict: 'refused' },
  {
    file: 'tools/dev/probe.ts',
    target: '../../tests/harness/test-failures.ts',
    verdict: 'refused',
  },
  // The benches run the tests' fixture sites, and nothing else of the tests.
  {
    file: 'tools/bench/probe.ts',
    target: '../../tests/harness/scanner/real-cmp-sites.ts',
    verdict: 'allowed',
  },
  { file: 'tools/bench/probe.ts', target: '../../tests/support/site-url', verdict: 'refused' },
  { file: 'server/site/probe.ts', target: '../../src/config/site', verdict: 'refused' },
  { file: 'tests/unit/probe.ts', target: '../../tests/harness/spec/rules', verdict: 'allowed' },
  { file: 'tests/unit/probe.ts', target: '../../server/scanner/site', verdict: 'allowed' },
  { file: 'src/components/probe.ts', target: '../pages/home-page.tsx', verdict: 'refused (layer)' },
  {
    file: 'src/lib/probe.ts',
    target: '../components/../sections/home/home-hero',
    verdict: 'refused (layer)',
  },
  { file: 'src/pages/probe.ts', target: '../sections/home/home-hero', verdict: 'allowed' },
];

describe('import zones', () => {
  it.for(cases)('$file importing $target: $verdict', async ({ file, target, verdict }) => {
    const found = await problems(file, `export { x } from '${target}';\n`);
    expect(found).toEqual(verdict === 'allowed' ? [] : [refusal[verdict]]);
  });

  it('catches a dynamic import across a zone too', async () => {
    const found = await problems(
      'src/lib/probe.ts',
      `export const load = () => import('../../server/scanner/site');\n`,
    );
    expect(found).toEqual([refusal.refused]);
  });
});
