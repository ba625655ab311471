/**
 * The site's own cookie policy against what the scan saw: the cookie names its text gives compared
 * with the cookies the scan found. Names are matched as written, and by the name prefixes the Open
 * Cookie Database and our supplement know (`_ga_` for `_ga_<id>`).
 */
import { knownPattern } from './classify.ts';
import type { CookiePolicyCheck } from '../../../packages/scanner-contract/report.ts';

/** A prefix shorter than this would name too much to count (`CT`, `_s`). */
const MIN_PREFIX = 3;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `name` in `text` as a word of its own; a prefix only needs nothing name-like before it. */
const mentions = (text: string, name: string, prefix: boolean) =>
  new RegExp(`(?<![A-Za-z0-9_])${escape(name)}${prefix ? '' : '(?![A-Za-z0-9_])'}`).test(text);

/**
 * A word of the policy's text that can be a cookie's name rather than prose: with an underscore
 * or a digit among letters, or in capitals (`IDE`, `NID`).
 */
const nameLike = (word: string) =>
  (/[_\d]/.test(word) && /[A-Za-z]/.test(word)) || /^[A-Z][A-Z0-9]{2,}$/.test(word);

export function comparePolicy(
  text: string,
  cookies: readonly string[],
): Pick<CookiePolicyCheck, 'notNamed' | 'unseen'> {
  const names = [...new Set(cookies)].sort();
  const notNamed = names.filter((name) => {
    if (mentions(text, name, false)) return false;
    const pattern = knownPattern(name);
    return !(
      pattern?.prefix &&
      pattern.name.length >= MIN_PREFIX &&
      mentions(text, pattern.name, true)
    );
  });
  const unseen = new Set<string>();
  for (const word of new Set(text.match(/[A-Za-z0-9_.$@#-]+/g) ?? [])) {
    const candidate = word.replace(/[.-]+$/, '');
    if (!nameLike(candidate)) continue;
    const pattern = knownPattern(candidate);
    if (!pattern) continue;
    if (!pattern.prefix) {
      if (!names.includes(candidate)) unseen.add(candidate);
    } else if (
      pattern.name.length >= MIN_PREFIX &&
      !names.some((name) => name.startsWith(pattern.name))
    ) {
      unseen.add(`${pattern.name}*`);
    }
  }
  return { notNamed, unseen: [...unseen].sort() };
}
