import { cpSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A copy of the project in a temporary folder (node_modules linked, outputs and secrets left
 * out), for tests that change locales/ the way a marketer does: other tests read the
 * repository's own files meanwhile.
 */
const root = path.resolve(import.meta.dirname, '../..');
const skip = new Set([
  'node_modules',
  '.git',
  '.vite-dev',
  'dist',
  'outbox',
  'consent-log',
  'i18n-report',
]);

export function copyProject(prefix: string) {
  const project = mkdtempSync(path.join(tmpdir(), prefix));
  for (const entry of readdirSync(root)) {
    if (skip.has(entry) || entry.startsWith('.env')) continue;
    cpSync(path.join(root, entry), path.join(project, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}tests${path.sep}.artifacts`),
    });
  }
  symlinkSync(path.join(root, 'node_modules'), path.join(project, 'node_modules'), 'dir');
  return { root, project, remove: () => rmSync(project, { recursive: true, force: true }) };
}
