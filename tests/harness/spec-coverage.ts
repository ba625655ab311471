/**
 * `npm run spec:coverage`: every rule of the spec (tests/harness/spec/rules.ts) with the tests that check
 * it and, where the site deliberately differs, its entry in docs/spec-deviations.md. Exits 1 when
 * a rule has neither, or a title or entry names no rule.
 */
import { specCoverage, uncovered } from './spec/coverage';

const coverage = specCoverage();
const cell = (text: string) => text.replace(/\|/g, '\\|');
const lines = [
  '| rule | § | spec | tests | deviation |',
  '|---|---|---|---|---|',
  ...coverage.rules
    .map((rule) =>
      [
        rule.id,
        `§${rule.section}`,
        cell(rule.rule),
        rule.tests.length ? rule.tests.map(cell).join('<br>') : 'NO TEST',
        rule.deviation ? cell(`${rule.deviation.siteDoes} (why: ${rule.deviation.why})`) : '',
      ].join(' | '),
    )
    .map((row) => `| ${row} |`),
];
console.log(lines.join('\n'));

const missing = uncovered(coverage);
const tested = coverage.rules.filter((rule) => rule.tests.length > 0).length;
const deviating = coverage.rules.filter((rule) => rule.deviation).length;
console.log(
  `\n${coverage.rules.length} rules: ${tested} tested, ${deviating} with a deviation entry, ` +
    `${missing.length} with neither.`,
);
for (const rule of missing) console.error(`No test and no deviation: ${rule.id} ${rule.rule}`);
for (const stray of coverage.strays) console.error(`Names no rule of its section: ${stray}`);
if (missing.length > 0 || coverage.strays.length > 0) process.exitCode = 1;
