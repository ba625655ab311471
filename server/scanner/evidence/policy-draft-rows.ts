/**
 * A scan report's cookies and storage keys as cookie-policy rows (src/content/policy-rows.ts),
 * grouped by category: what the scan can tell (name, type, platform, party, lifetime from the
 * scan's start) filled in, what it cannot (purpose, a provider it does not know) left to the owner.
 */
import type { PolicyDuration, PolicyRow } from '../../../src/content/policy-rows.ts';
import { cookieRows, storageRows } from '../../../src/sections/cookie-scan/scanner/report-model.ts';
import type { CookieCategory, ScanReport } from '../../../src/scanner-contract/report.ts';
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

/** Who writes it as far as the scan knows: the platform, else a third party's domain. */
function providerOf(platform: string | null, thirdParty: boolean, domain: string) {
  if (platform !== null) return { name: platform, legalName: platform };
  return thirdParty ? { name: domain, legalName: null } : null;
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
      provider: providerOf(cookie.platform, cookie.thirdParty, domain),
      party: cookie.thirdParty ? 'third' : 'first',
      purpose: null,
      duration:
        cookie.expires === null ? 'session' : lifetimeOf(Math.max(0, cookie.expires - started)),
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
      provider: providerOf(item.platform, thirdParty, host),
      party: thirdParty ? 'third' : 'first',
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
