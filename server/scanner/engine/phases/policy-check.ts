/**
 * The site's own cookie policy against what the scan saw: the link to it on the given page (the
 * banner's own first, then a link named like one), its text read in a phase's browser, and the
 * cookie names it gives compared with the cookies the scan found. Names are matched as written,
 * and by the name prefixes the Open Cookie Database and our supplement know (`_ga_` for
 * `_ga_<id>`).
 */
import type { Page } from 'playwright-core';
import type { PhaseSession } from '../page/browser-session.ts';
import { knownPattern } from '../../analysis/classify.ts';
import { inPage, type PageErrors } from '../page/page-script.ts';
import type { CookiePolicyCheck } from '../../../../src/scanner-contract/report.ts';
import { siteOf } from '../../site.ts';

export type PolicyLink = { url: string; foundIn: NonNullable<CookiePolicyCheck['foundIn']> };

function sameSite(href: unknown, site: string): href is string {
  if (typeof href !== 'string' || href.length > 2_048) return false;
  try {
    const url = new URL(href);
    return /^https?:$/.test(url.protocol) && siteOf(url.hostname) === site;
  } catch {
    return false;
  }
}

/** The same-site link to the cookie policy on the open page: the banner's own link first. */
export async function findPolicyLink(
  page: Page,
  site: string,
  errors: PageErrors,
): Promise<PolicyLink | null> {
  const here = page.url().split('#')[0];
  // A link back to the page itself (a "#" link styled as a button) is not the policy.
  const usable = (href: unknown): href is string =>
    sameSite(href, site) && href.split('#')[0] !== here;
  const named: string[] = [];
  for (const frame of page.frames()) {
    const found = await inPage(frame, errors, 'policyLinks');
    if (!found.ok) continue;
    const { banner, named: elsewhere } = found.value ?? {};
    const inBanner = Array.isArray(banner) ? banner.find(usable) : null;
    if (inBanner) return { url: inBanner.split('#')[0]!, foundIn: 'banner' };
    if (frame === page.mainFrame() && Array.isArray(elsewhere)) named.push(...elsewhere);
  }
  const link = named.find(usable);
  return link ? { url: link.split('#')[0]!, foundIn: 'page' } : null;
}

/** Opens the policy in `session` and returns its text; null when it did not open on the site. */
export async function readPolicy(
  session: PhaseSession,
  url: string,
  site: string,
): Promise<string | null> {
  const visited = await session.visit(url);
  if (!visited.ok || !sameSite(visited.finalUrl, site)) return null;
  const text = await inPage(session.page, session.errors, 'pageText');
  return text.ok && typeof text.value === 'string' ? text.value : null;
}

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
