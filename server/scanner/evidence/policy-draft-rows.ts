/**
 * A scan report's cookies and storage keys as cookie-policy rows (src/content/policy-rows.ts),
 * grouped by category: what the scan can tell (name, type, party, lifetime from the scan's start)
 * filled in; what it cannot (purpose, the provider's legal entity, with the database's platform as
 * a hint) left to the owner. The site's own software and the network in front of it are "this
 * site", whatever the database names (PHP.net is no recipient).
 */
import type { PolicyDuration, PolicyRow } from '../../../packages/scanner-contract/policy-row.ts';
import {
  cookieRows,
  hostRows,
  storageRows,
} from '../../../packages/scanner-contract/report-model.ts';
import type { CookieCategory, ScanReport } from '../../../packages/scanner-contract/report.ts';
import { isSiteSoftware } from '../analysis/classify.ts';
import { siteOf, siteOfUrl } from '../site.ts';

/** The categories in the order a policy lists them; what no database knows comes last. */
export const DRAFT_CATEGORIES: readonly CookieCategory[] = [
  'necessary',
  'functional',
  'analytics',
  'marketing',
  'unknown',
];

export interface DraftGroup {
  category: CookieCategory;
  rows: PolicyRow[];
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/**
 * Chromium keeps a cookie at most 400 days (rfc6265bis: a longer Max-Age or Expires is reduced to
 * the limit): a lifetime from a day under it on is the cap, not what the site set.
 */
const BROWSER_CAP_FROM = 399 * DAY;

/**
 * A lifetime in the largest unit it is a whole number of: years when within a day per year of
 * one (leap days), otherwise days, hours or minutes.
 */
export function lifetimeOf(seconds: number): PolicyDuration {
  if (seconds < HOUR) return { value: Math.max(1, Math.round(seconds / MINUTE)), unit: 'minute' };
  if (seconds < DAY) return { value: Math.round(seconds / HOUR), unit: 'hour' };
  const days = Math.round(seconds / DAY);
  const years = Math.round(days / 365);
  if (years >= 1 && Math.abs(days - years * 365) <= years) return { value: years, unit: 'year' };
  return { value: days, unit: 'day' };
}

/**
 * Who writes it as far as the scan knows: this site for its own software on its own domain; a
 * service's platform as a hint for the owner's legal entity; else nobody the scan can name.
 */
function providerOf(platform: string | null, thirdParty: boolean): PolicyRow['provider'] {
  if (!thirdParty && isSiteSoftware(platform)) return 'site';
  return platform !== null ? { name: platform, legalName: null } : null;
}

/** A cookie's lifetime from the scan's start; at the browser's cap, marked as at least that. */
export function cookieLifetime(seconds: number): PolicyDuration {
  const lifetime = lifetimeOf(seconds);
  return seconds >= BROWSER_CAP_FROM ? { ...lifetime, atLeast: true } : lifetime;
}

export function draftGroups(report: ScanReport): DraftGroup[] {
  const started = Date.parse(report.startedAt) / 1000;
  const site = siteOfUrl(report.finalUrl || report.url);
  const byCategory = new Map<CookieCategory, Map<string, PolicyRow>>();
  const add = (category: CookieCategory, row: PolicyRow) => {
    const rows = byCategory.get(category) ?? new Map<string, PolicyRow>();
    if (!rows.has(row.key)) rows.set(row.key, row);
    byCategory.set(category, rows);
  };

  for (const cookie of cookieRows(report)) {
    const domain = cookie.domain.replace(/^\./, '');
    add(cookie.category, {
      key: `cookie|${cookie.name}|${domain}`,
      name: cookie.name,
      prefix: false,
      storage: 'cookie',
      provider: providerOf(cookie.platform, cookie.thirdParty),
      writtenByProviderScript: false,
      party: cookie.thirdParty ? 'third' : 'first',
      ...(cookie.thirdParty ? { host: domain } : {}),
      categoryFromDatabase: cookie.source !== null,
      purpose: null,
      duration:
        cookie.expires === null ? 'session' : cookieLifetime(Math.max(0, cookie.expires - started)),
    });
  }
  for (const item of storageRows(report)) {
    let host: string;
    try {
      host = new URL(item.origin).hostname;
    } catch {
      continue;
    }
    const thirdParty = siteOf(host) !== site;
    add(item.category, {
      key: `${item.area}|${item.key}|${host}`,
      name: item.key,
      prefix: false,
      storage: item.area,
      provider: providerOf(item.platform, thirdParty),
      writtenByProviderScript: false,
      party: thirdParty ? 'third' : 'first',
      ...(thirdParty ? { host } : {}),
      categoryFromDatabase: item.source !== null,
      purpose: null,
      duration: item.area === 'localStorage' ? 'untilDeleted' : 'session',
    });
  }

  return DRAFT_CATEGORIES.flatMap((category) => {
    const rows = byCategory.get(category);
    if (!rows) return [];
    const sorted = [...rows.values()].sort(
      (a, b) => a.name.localeCompare(b.name, 'en') || a.key.localeCompare(b.key, 'en'),
    );
    return [{ category, rows: sorted }];
  });
}

/** A recipient the scan saw: the operator a tracker list names (else null), and its hosts. */
export interface DraftRecipient {
  owner: string | null;
  hosts: string[];
}

/**
 * The third parties the site's pages contacted in any phase, one row per known operator (Google)
 * or, for hosts no list knows, per site: the pre-filled checklist of the draft's transfers.
 */
export function draftRecipients(report: ScanReport): DraftRecipient[] {
  const byKey = new Map<string, DraftRecipient>();
  for (const host of hostRows(report)) {
    if (!host.thirdParty) continue;
    const key = host.owner !== null ? `owner|${host.owner}` : `site|${siteOf(host.host)}`;
    const recipient = byKey.get(key) ?? { owner: host.owner, hosts: [] };
    recipient.hosts.push(host.host);
    byKey.set(key, recipient);
  }
  return [...byKey.values()]
    .map((recipient) => ({ ...recipient, hosts: recipient.hosts.sort() }))
    .sort(
      (a, b) =>
        Number(a.owner === null) - Number(b.owner === null) ||
        (a.owner ?? a.hosts[0] ?? '').localeCompare(b.owner ?? b.hosts[0] ?? '', 'en'),
    );
}
