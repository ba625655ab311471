/**
 * The versions a report records beside Chromium's, read from what is installed here: the
 * repository's commit, autoconsent as package-lock.json pins it, and the cookie database's source
 * commit as its NOTICE states it. (Chromium's: tests/scanner/scan-findings.test.ts.)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { softwareVersions } from '../../../server/scanner/engine/versions';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version: string }>;
};
const notice = readFileSync('server/scanner/analysis/data/NOTICE', 'utf8');

it('names the commit, autoconsent and the cookie database the engine runs with', async () => {
  const versions = await softwareVersions();
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
  expect(versions.engine).toBe(head);
  expect(versions.autoconsent).toBe(lock.packages['node_modules/@duckduckgo/autoconsent']?.version);
  expect(versions.cookieDatabase).toMatch(/^[0-9a-f]{40}$/);
  expect(notice).toContain(`commit ${versions.cookieDatabase}`);
});
