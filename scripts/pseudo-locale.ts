// The pseudo-locales: every string of the default locale accented, about 35% longer and wrapped in
// brackets ("[Ürüñļéŕ ~~~]"), so layout breakage and text that bypasses i18next stand out; `qps`
// left to right, `qps-plocm` the same text in a right-to-left page, so a layout that does not
// mirror stands out too. Built with PSEUDO_LOCALE=1 (`npm run build:pseudo`), written to
// locales/qps/ and locales/qps-plocm/ (git-ignored), never deployed.
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import {
  isBundle,
  languageConfig,
  localesDir,
  pseudoLanguages,
  readLocale,
} from '../server/locales/locales.ts';

// No letter of the Turkish alphabet (ç ğ ı ö ş ü), so copy typed into TSX in Turkish stands out
// from pseudo-translated text as clearly as English does.
// prettier-ignore
const accents: Record<string, string> = {
  a: 'á', b: 'ƀ', c: 'ċ', d: 'ď', e: 'é', f: 'ƒ', g: 'ĝ', h: 'ĥ', i: 'ï', j: 'ĵ', k: 'ķ', l: 'ļ',
  m: 'ḿ', n: 'ñ', o: 'ø', p: 'ṕ', r: 'ŕ', s: 'ŝ', t: 'ţ', u: 'ů', v: 'ṽ', w: 'ŵ', y: 'ý', z: 'ž',
  A: 'Á', B: 'Ɓ', C: 'Ċ', D: 'Ď', E: 'É', G: 'Ĝ', H: 'Ĥ', I: 'Ï', K: 'Ķ', L: 'Ļ', N: 'Ñ', O: 'Ø',
  R: 'Ŕ', S: 'Ŝ', T: 'Ţ', U: 'Ů', Y: 'Ý', Z: 'Ž',
};
/** Every character the pseudo-locale writes that no real copy of this site uses. */
export const pseudoMarks = `[]~${Object.values(accents).join('')}`;

/** Placeholders `{{x}}` and tags `<x>`, `</x>`, `<x/>` stay as they are. */
const protectedPart = /(\{\{[^}]+\}\}|<\/?[a-zA-Z0-9]+\s*\/?>)/;

export function pseudoString(text: string): string {
  const parts = text.split(protectedPart);
  const letters = text.replace(protectedPart, '').length;
  const body = parts
    .map((part, index) =>
      index % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (letter) => accents[letter] ?? letter),
    )
    .join('');
  // Padding in short words, so it wraps like text instead of forcing one unbreakable line.
  const padding = ('~~~~~ '.repeat(Math.ceil((letters * 0.35) / 6)) || '~')
    .slice(0, Math.max(1, Math.round(letters * 0.35)))
    .trim();
  return `[${body} ${padding}]`;
}

/** Values that are identifiers, not text: slugs (`paths`) and anchor ids. */
const isIdentifier = (key: string, parents: readonly string[]) =>
  key === 'id' || parents.includes('paths');

function transform(value: unknown, key = '', parents: readonly string[] = []): unknown {
  if (typeof value === 'string') return isIdentifier(key, parents) ? value : pseudoString(value);
  if (Array.isArray(value)) return value.map((item) => transform(item, key, parents));
  if (isBundle(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, transform(v, k, [...parents, k])]),
    );
  }
  return value;
}

// Pseudo builds may run side by side, and beside normal builds (the tests build variants of the
// site at once), and a pseudo build reads these folders meanwhile: every pseudo build that runs
// registers here, a file is replaced whole (rename) and only when its text changes, the last
// pseudo build to finish removes the folders, and a normal build leaves them to a running one.
// Registering and writing, and checking and removing, each happen under one lock, so that a
// check never falls between another build's registration and its folders.
const buildsDir = path.join(import.meta.dirname, '../node_modules/.cache/pseudo-builds');
const lockDir = path.join(buildsDir, 'lock');
/** A lock older than this was left by a build that died holding it (the work takes ms). */
const STALE_LOCK_MS = 30_000;
const dirs = () => pseudoLanguages.map((language) => path.join(localesDir, language));

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isBundle(error) && error.code === 'EPERM';
  }
}

/** Runs `work` holding the registry's lock (a folder: mkdir either creates it or fails). */
function locked(work: () => void) {
  mkdirSync(buildsDir, { recursive: true });
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (!(isBundle(error) && error.code === 'EEXIST')) throw error;
      const since = Date.now() - (statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (since > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
      else Atomics.wait(pause, 0, 0, 10);
    }
  }
  try {
    work();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

function removePseudoLocale() {
  for (const dir of dirs()) rmSync(dir, { recursive: true, force: true });
}

/** The pseudo builds registered here whose process still runs. */
function runningPseudoBuilds(): string[] {
  return readdirSync(buildsDir).filter((name) => /^\d+$/.test(name) && isRunning(Number(name)));
}

/**
 * A normal build: removes the folders a pseudo build left behind (one that was stopped before it
 * could), never those of a pseudo build still running beside it. A normal build reads only the
 * languages of locales/languages.json, so the folders never reach its dist/ either way.
 */
export function removeLeftoverPseudoLocale() {
  locked(() => {
    if (runningPseudoBuilds().length === 0) removePseudoLocale();
  });
}

/** Registers this pseudo build and writes the pseudo-locales' folders from the default locale. */
export function writePseudoLocale() {
  const { defaultLanguage } = languageConfig({ pseudo: false });
  const bundles = Object.entries(readLocale(defaultLanguage));
  locked(() => {
    writeFileSync(path.join(buildsDir, String(process.pid)), '');
    for (const dir of dirs()) {
      mkdirSync(dir, { recursive: true });
      for (const [ns, bundle] of bundles) {
        const file = path.join(dir, `${ns}.json`);
        const text = `${JSON.stringify(transform(bundle), null, 2)}\n`;
        if (existsSync(file) && readFileSync(file, 'utf8') === text) continue;
        writeFileSync(`${file}.${process.pid}.tmp`, text);
        renameSync(`${file}.${process.pid}.tmp`, file);
      }
    }
  });
}

/** This build is done with the folders: removes them unless another pseudo build still runs. */
export function releasePseudoLocale() {
  locked(() => {
    rmSync(path.join(buildsDir, String(process.pid)), { force: true });
    if (runningPseudoBuilds().length === 0) removePseudoLocale();
  });
}
