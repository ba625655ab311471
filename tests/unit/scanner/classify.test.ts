import { describe, expect, it } from 'vitest';
import { classify, isSiteSoftware, trackerOwner } from '../../../server/scanner/analysis/classify';
import ocd from '../../../server/scanner/analysis/data/open-cookie-database.json';
import {
  supplementEntries,
  supplementHosts,
} from '../../../server/scanner/analysis/data/supplement';

describe('classify', () => {
  it('takes known names from the Open Cookie Database with our categories', () => {
    expect(classify('_ga')).toEqual({
      category: 'analytics',
      platform: 'Google Analytics',
      source: 'open-cookie-database',
    });
    expect(classify('_fbp').category).toBe('marketing');
    expect(classify('IDE', '.doubleclick.net').category).toBe('marketing');
    expect(classify('PHPSESSID').category).toBe('necessary');
  });
  it("maps the database's categories by what its README says they mean", () => {
    // "Functional (also known as technical, essential or strictly necessary)"
    expect(classify('PHPSESSID', 'www.shop.example')).toEqual({
      category: 'necessary',
      platform: 'PHP.net',
      source: 'open-cookie-database',
    });
    for (const name of [
      'ASP.NET_SessionId',
      '__cf_bm',
      'OptanonConsent',
      'CookieConsent',
      'cookieyes-consent',
      'JSESSIONID',
      'laravel_session',
    ]) {
      expect([name, classify(name, 'www.shop.example').category]).toEqual([name, 'necessary']);
    }
    // "Personalization (also known as preferences)"
    const personalization = ocd.entries.find((entry) => entry[1] === 'Personalization');
    expect(personalization).toBeDefined();
    expect(classify(personalization![2] as string, personalization![3] as string).category).toBe(
      'functional',
    );
  });
  it('tells the software a site runs from a service it sends data to', () => {
    for (const platform of ['PHP.net', 'ASP.net', 'Cloudflare', 'Wordpress', 'Laravel', 'J2EE'])
      expect([platform, isSiteSoftware(platform)]).toEqual([platform, true]);
    for (const platform of ['Google Analytics', 'Facebook', 'OneTrust', 'Shopify', null])
      expect([platform, isSiteSoftware(platform)]).toEqual([platform, false]);
  });
  it("matches the database's wildcard entries by prefix", () => {
    expect(classify('_ga_ABC123XYZ')).toMatchObject({
      category: 'analytics',
      platform: 'Google Analytics',
    });
    expect(classify('_hjSession_12345')).toMatchObject({ platform: 'Hotjar' });
  });
  it("calls Hotjar's visitor and session ids analytics, which the database files as Functional", () => {
    expect(classify('_hjSessionUser_3141592')).toMatchObject({
      category: 'analytics',
      platform: 'Hotjar',
    });
    expect(classify('_hjSession_3141592').category).toBe('analytics');
    expect(classify('_hjid').category).toBe('analytics');
  });
  it("calls DoubleClick's cookie test marketing: an advertising network's, not a necessary cookie", () => {
    expect(classify('test_cookie', '.doubleclick.net').category).toBe('marketing');
  });
  it('maps Security to necessary', () => {
    const security = ocd.entries.find((entry) => entry[1] === 'Security' && entry[4] === 0);
    expect(security).toBeDefined();
    expect(classify(security![2] as string).category).toBe('necessary');
  });
  it('knows the supplement platforms common in Turkey', () => {
    // The database knows _ym_uid; the supplement adds the _ym_ names it lacks.
    expect(classify('_ym_uid')).toMatchObject({
      category: 'analytics',
      source: 'open-cookie-database',
    });
    expect(classify('_ym_mp2_track')).toEqual({
      category: 'analytics',
      platform: 'Yandex Metrica',
      source: 'supplement',
    });
    expect(classify('cto_bundle')).toMatchObject({ category: 'marketing', platform: 'Criteo' });
    expect(classify('ins-cart-product-list')).toMatchObject({
      category: 'marketing',
      platform: 'Insider',
    });
  });
  it('knows Emarsys Web Extend, which the database lacks, by its exact names only', () => {
    for (const name of ['scarab.visitor', 'scarab.session']) {
      expect(classify(name, '.shop.example.com.tr')).toEqual({
        category: 'marketing',
        platform: 'Emarsys',
        source: 'supplement',
      });
    }
    // Seen in sites' cookie headers, but in no source we have: left unknown, not guessed.
    expect(classify('scarab.profile').category).toBe('unknown');
  });
  it("takes a generic name for a platform only from that platform's domain", () => {
    // The database files `sessionid` under instagram.com, `lang` under linkedin.com.
    expect(classify('sessionid', '.instagram.com')).toMatchObject({ platform: 'Instagram' });
    expect(classify('sessionid', 'shop.example.com.tr')).toEqual({
      category: 'unknown',
      platform: null,
      source: null,
    });
    expect(classify('lang', '.shop.example')).toMatchObject({ category: 'unknown' });
    expect(classify('lang', '.linkedin.com')).toMatchObject({ platform: 'LinkedIn' });
    expect(classify('IDE', 'localhost')).toMatchObject({ category: 'unknown' });
    expect(classify('NID', '.google.com')).toMatchObject({ category: 'marketing' });
    // Distinctive names set first-party by a platform's script keep their match.
    expect(classify('_fbp', '.shop.example')).toMatchObject({ platform: 'Facebook' });
    expect(classify('hubspotutk', '.shop.example')).toMatchObject({ platform: 'Hubspot' });
    // Generic names the database lists without a domain are the frameworks' own.
    expect(classify('PHPSESSID', 'shop.example')).toMatchObject({ category: 'necessary' });
  });
  it('reads a domain column that lists several domains', () => {
    const several = ocd.entries.find((entry) => / or /.test(entry[3] as string));
    expect(several).toBeDefined();
    const second = (several![3] as string).split(/\s+or\s+/)[1]!.replace(/^\./, '');
    expect(classify(several![2] as string, `www.${second}`).source).toBe('open-cookie-database');
  });
  it('never guesses: an unknown name stays unknown', () => {
    expect(classify('my_site_pref')).toEqual({ category: 'unknown', platform: null, source: null });
    expect(classify('_ga_looks_like')).not.toMatchObject({ category: 'unknown' });
    expect(classify('analytics_id')).toEqual({ category: 'unknown', platform: null, source: null });
  });
  it('gives every supplement entry a source that names where it was read', () => {
    for (const entry of [...supplementEntries, ...supplementHosts]) {
      const what = 'name' in entry ? entry.name : entry.domain;
      expect(entry.source.length, what).toBeGreaterThan(20);
      expect(entry.source, what).toMatch(/[a-z0-9-]+\.[a-z]{2,}\/[^\s]/);
    }
  });
});

describe('trackerOwner', () => {
  it('names the owner of known tracker hosts and their subdomains', () => {
    expect(trackerOwner('www.googletagmanager.com')).toBe('Google');
    expect(trackerOwner('static.hotjar.com')).toBe('Hotjar');
    expect(trackerOwner('region1.google-analytics.com')).toBe('Google');
    expect(trackerOwner('mc.yandex.ru')).toBe('Yandex');
    expect(trackerOwner('dis.eu.criteo.com')).toBe('Criteo');
    expect(trackerOwner('connect.facebook.net')).toBe('Meta');
  });
  it('names the owners of the hosts the supplement adds: Insider, Emarsys, Criteo', () => {
    expect(trackerOwner('api.useinsider.com')).toBe('Insider');
    expect(trackerOwner('recommender.scarabresearch.com')).toBe('Emarsys');
    expect(trackerOwner('emailretargeting.com')).toBe('Criteo');
  });
  it('returns null for hosts it does not know', () => {
    expect(trackerOwner('example.com.tr')).toBeNull();
    expect(trackerOwner('127.0.0.1')).toBeNull();
    expect(trackerOwner('cdn.example.net')).toBeNull();
  });
});
