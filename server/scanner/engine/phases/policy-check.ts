/**
 * The site's own cookie policy: the link to it on the given page (the banner's own first, then a
 * link named like one), and its text read in a phase's browser. The analysis compares it with the
 * cookies the scan found (analysis/policy-compare.ts).
 */
import type { Page } from 'playwright-core';
import type { PhaseSession } from '../page/browser-session.ts';
import { inPage, type PageErrors } from '../page/page-script.ts';
import type { PolicyLink } from '../../analysis/trace.ts';
import { siteOf } from '../../site.ts';

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
