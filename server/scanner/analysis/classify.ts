/**
 * Puts each cookie and storage key into the guide's categories with its platform, from the Open
 * Cookie Database (generated data) and our supplement. A name neither knows stays "unknown":
 * never guessed from its look.
 */
import type { Classification, CookieCategory } from '../../../packages/scanner-contract/report';
import ocd from './data/open-cookie-database.json';
import { platformCategories, supplementEntries, supplementHosts } from './data/supplement';

type OcdEntry = [platform: number, category: string, name: string, domain: string, wildcard: 0 | 1];
const entries = ocd.entries as OcdEntry[];

/**
 * The database's categories mapped to the Guide's by what they mean, as its README defines them:
 * "Functional (also known as technical, essential or strictly necessary)" is our necessary;
 * "Personalization (also known as preferences)" is our functional. Anything else is unknown.
 */
export const categoryMap: Record<string, CookieCategory> = {
  Necessary: 'necessary',
  Security: 'necessary',
  Functional: 'necessary',
  Personalization: 'functional',
  Analytics: 'analytics',
  Marketing: 'marketing',
};

const exact = new Map<string, OcdEntry[]>();
const wildcards: OcdEntry[] = [];
for (const entry of entries) {
  if (entry[4] === 1) wildcards.push(entry);
  else exact.set(entry[2], [...(exact.get(entry[2]) ?? []), entry]);
}
wildcards.sort((a, b) => b[2].length - a[2].length);
const supplementPrefixes = supplementEntries
  .filter((entry) => entry.prefix)
  .sort((a, b) => b.name.length - a.name.length);

const unknown: Classification = { category: 'unknown', platform: null, source: null };

const serviceCategory = new Map(
  platformCategories.map((entry) => [entry.platform, entry.category]),
);

function fromOcd(entry: OcdEntry): Classification {
  const platform = ocd.platforms[entry[0]] ?? null;
  return {
    category:
      (platform !== null ? serviceCategory.get(platform) : undefined) ??
      categoryMap[entry[1]] ??
      'unknown',
    platform,
    source: 'open-cookie-database',
  };
}

const bareDomain = (domain: string) => domain.trim().replace(/^\./, '').toLowerCase();
/** The database's domain column sometimes lists several ("bing.com  or .microsoft.com"). */
const entryDomains = (entry: OcdEntry) =>
  entry[3]
    .split(/\s+or\s+|,/)
    .map(bareDomain)
    .filter((domain) => domain !== '');
const domainMatches = (cookieDomain: string, entry: OcdEntry) =>
  entryDomains(entry).some(
    (entryDomain) =>
      bareDomain(cookieDomain) === entryDomain ||
      bareDomain(cookieDomain).endsWith(`.${entryDomain}`),
  );

/**
 * Platforms that are software the site runs or a network in front of it (a framework, a shop or
 * content system, a load balancer, a CDN or bot shield), not a service the site sends data to:
 * their cookie on the site's own domain is the site's, whatever the database names.
 */
const siteSoftwarePlatforms = new Set([
  'Adobe ColdFusion',
  'Akamai',
  'Akamai Botmanager',
  'Amazon Web Services',
  'ASP.net',
  'CakePHP',
  'Citrix',
  'Cloudflare',
  'CloudFlare',
  'CraftCMS',
  'Devise (Ruby on Rails)',
  'Django',
  'Drupal CMS',
  'f5 BIG-IP',
  'Imperva',
  'Intershop',
  'J2EE',
  'Joomla!',
  'Kentico',
  'Keycloak',
  'Laravel',
  'Magento',
  'NGINX Ingresss',
  'nopCommerce',
  'PHP.net',
  'phpMyAdmin',
  'Plesk',
  'Ruby on Rails',
  'TYPO3',
  'vBulletin',
  'Vercel',
  'WooCommerce',
  'Wordpress',
  'WordPress',
  'WPML',
  'Xenforo',
]);
export const isSiteSoftware = (platform: string | null): boolean =>
  platform !== null && siteSoftwarePlatforms.has(platform);

/**
 * Names that a site's own software uses as readily as the platform the database files them under
 * (Instagram's `sessionid`, LinkedIn's `lang`, DoubleClick's `IDE`): any name of three characters
 * or fewer, and these words. For such a name, an entry that names its platform's domain counts
 * only for a cookie from that domain; a shop's own `sessionid` is not Instagram's.
 */
const genericWords = new Set(
  [
    'audience',
    'audit',
    'callback',
    'cart',
    'consent',
    'country',
    'currency',
    'gdpr',
    'hash',
    'lang',
    'language',
    'locale',
    'optout',
    'sess',
    'session',
    'sessionid',
    'sync',
    'token',
    'user',
    'uuid',
    'version',
    'viewer',
    'visitor',
  ].map((word) => word.toLowerCase()),
);
export const isGenericName = (name: string) =>
  name.length <= 3 || genericWords.has(name.toLowerCase());

/**
 * Classifies a cookie or storage key by its name, and by the domain that set it when the database
 * lists the name for several platforms or the name is generic.
 */
export function classify(name: string, domain = ''): Classification {
  const candidates = exact.get(name);
  if (candidates && candidates.length > 0) {
    const byDomain = candidates.find((entry) => domainMatches(domain, entry));
    if (byDomain) return fromOcd(byDomain);
    const usable = isGenericName(name)
      ? candidates.filter((entry) => entryDomains(entry).length === 0)
      : candidates;
    if (usable.length > 0) return fromOcd(usable[0] as OcdEntry);
    return unknown;
  }
  const supplement = supplementEntries.find((entry) => !entry.prefix && entry.name === name);
  if (supplement) {
    return { category: supplement.category, platform: supplement.platform, source: 'supplement' };
  }
  // The longest matching prefix wins, from either source.
  const prefix = supplementPrefixes.find((entry) => name.startsWith(entry.name));
  const wildcard = wildcards.find((entry) => name.startsWith(entry[2]));
  if (wildcard && (!prefix || wildcard[2].length >= prefix.name.length)) return fromOcd(wildcard);
  if (prefix) return { category: prefix.category, platform: prefix.platform, source: 'supplement' };
  return unknown;
}

/**
 * The database or supplement entry `name` matches, as written there: the exact name, or the
 * prefix it begins with (the longest); null when neither knows it. Names are case-sensitive.
 */
export function knownPattern(name: string): { name: string; prefix: boolean } | null {
  if (exact.has(name) || supplementEntries.some((entry) => !entry.prefix && entry.name === name))
    return { name, prefix: false };
  const prefix = supplementPrefixes.find((entry) => name.startsWith(entry.name))?.name;
  const wildcard = wildcards.find((entry) => name.startsWith(entry[2]))?.[2];
  const longest = [prefix, wildcard]
    .filter((found): found is string => found !== undefined)
    .sort((a, b) => b.length - a.length)[0];
  return longest !== undefined ? { name: longest, prefix: true } : null;
}

/**
 * Known tracker domains with their owners: our sourced list, then the domains the database gives
 * for analytics and marketing entries (owner: the platform it names).
 */
const sourcedTrackers = new Map(supplementHosts.map((host) => [host.domain, host.owner]));
const trackerDomains = new Map<string, string>();
for (const entry of entries) {
  const domain = entry[3];
  if (!domain || !/^[a-z0-9.-]+\.[a-z]{2,}$/.test(domain)) continue;
  if (categoryMap[entry[1]] !== 'analytics' && categoryMap[entry[1]] !== 'marketing') continue;
  if (!trackerDomains.has(domain)) trackerDomains.set(domain, ocd.platforms[entry[0]] ?? domain);
}

/** The owner when `host` (or a parent domain of it) is a known tracker; null otherwise. */
export function trackerOwner(host: string): string | null {
  const labels = host.toLowerCase().replace(/\.$/, '').split('.');
  // Our sourced list names owners (Google) where the database names products.
  for (const list of [sourcedTrackers, trackerDomains]) {
    for (let i = 0; i < labels.length - 1; i += 1) {
      const owner = list.get(labels.slice(i).join('.'));
      if (owner) return owner;
    }
  }
  return null;
}
