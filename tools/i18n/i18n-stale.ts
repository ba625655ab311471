// Which translations are stale: keys whose source-language (Turkish) text changed after the
// translation was last committed. From git alone, no stored hashes to keep: git blame dates each
// line of both files, and a translation older than its source line is stale when the source text
// it was written against (the source file at the translation's commit) differs from today's, so
// a line that changed only around the text (a comma added after it, a neighbour in the same
// one-line list) does not count. One rule for `npm run i18n:status` and the translators' report
// (`keyStatuses` in tools/i18n/i18n-report-page.ts), for every locale file alike.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { languageConfig, localesDir, readLocale } from '../../server/locales/locales.ts';
import { keyStatuses, type KeyHistory, type LineBlame } from './i18n-report-page.ts';
import { keyPositions } from './i18n-keys.ts';
import { stringLeaves } from './locale-meta.ts';

/** Runs git in the file's folder; undefined where git fails (no repository, no such revision). */
function git(file: string, args: string[]): string | undefined {
  try {
    return execFileSync('git', args, {
      cwd: path.dirname(file),
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // A copy of the project without history has no stale keys, and prints no git errors.
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return undefined;
  }
}

/**
 * The commit and its time of each line of a file (1-based; index 0 unused), from git blame; time
 * 0 for lines not committed yet and for every line outside a git repository.
 */
export function blameLines(file: string): LineBlame[] {
  const lines: LineBlame[] = [{ commit: '', time: 0 }];
  const output = git(file, ['blame', '--line-porcelain', '--', path.basename(file)]);
  if (output === undefined) return lines;
  let current: LineBlame = { commit: '', time: 0 };
  for (const line of output.split('\n')) {
    if (/^[0-9a-f]{40} /.test(line)) current = { commit: line.slice(0, 40), time: 0 };
    else if (line.startsWith('committer-time ')) current.time = Number(line.slice(15));
    else if (line.startsWith('\t'))
      lines.push(/^0+$/.test(current.commit) ? { ...current, time: 0 } : current);
  }
  return lines;
}

/**
 * Git's answers for `keyStatuses`, each question asked once: the blame of a file, a file's texts
 * at a commit. Relative paths are read from `base`.
 */
export function createGitHistory(base = process.cwd()): KeyHistory {
  const blames = new Map<string, LineBlame[]>();
  const versions = new Map<string, Map<string, string> | undefined>();
  const blame = (file: string) => {
    if (!blames.has(file)) blames.set(file, blameLines(path.resolve(base, file)));
    return blames.get(file)!;
  };
  const leavesAt = (file: string, commit: string) => {
    const id = `${commit}:${file}`;
    if (!versions.has(id)) {
      const absolute = path.resolve(base, file);
      const json = git(absolute, ['show', `${commit}:./${path.basename(absolute)}`]);
      versions.set(id, json === undefined ? undefined : stringLeaves(JSON.parse(json)));
    }
    return versions.get(id);
  };
  return {
    lineBlame: (file: string, line: number): LineBlame =>
      blame(file)[line] ?? { commit: '', time: 0 },
    textAt: (file: string, key: string, commit: string) => leavesAt(file, commit)?.get(key),
  };
}

/** A locale file's absolute path, key positions and string leaves; undefined if absent. */
function readLocaleFile(language: string, ns: string) {
  const file = path.join(localesDir, language, `${ns}.json`);
  if (!existsSync(file)) return undefined;
  const json = readFileSync(file, 'utf8');
  return { file, positions: keyPositions(json), leaves: stringLeaves(JSON.parse(json)) };
}

/**
 * The stale keys of `language`, by namespace (only namespaces that have some): keys it has
 * translated whose source text changed after the translation was committed.
 */
export function staleKeys(language: string): Record<string, string[]> {
  const { defaultLanguage } = languageConfig({ pseudo: false });
  const history = createGitHistory();
  const result: Record<string, string[]> = {};
  for (const ns of Object.keys(readLocale(defaultLanguage))) {
    const source = readLocaleFile(defaultLanguage, ns);
    const own = readLocaleFile(language, ns);
    if (!source || !own) continue;
    const stale = [...source.leaves.keys()].filter((key) => {
      const texts = { [defaultLanguage]: source.leaves.get(key), [language]: own.leaves.get(key) };
      const places: Record<string, { file: string; line: number; column: number }> = {};
      for (const [code, locale] of [
        [defaultLanguage, source],
        [language, own],
      ] as const) {
        const position = locale.positions.get(key);
        if (position) places[code] = { file: locale.file, ...position };
      }
      const status = keyStatuses({ key, texts, places }, defaultLanguage, history);
      return status[language] === 'stale';
    });
    if (stale.length > 0) result[ns] = stale;
  }
  return result;
}
