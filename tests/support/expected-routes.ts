/**
 * The pages the site is expected to build, written out by hand: the oracle the built and browser
 * suites walk, so a page the route table drops fails a test instead of vanishing from the tests.
 * A new page or slug is added here on purpose (tests/unit/route-table.test.ts compares the app's
 * own table with this one).
 */
import type { RouteId } from '../../src/i18n/route-ids';

/** The built languages, default first. */
export const expectedLanguages = ['tr', 'en'] as const;

/** Each page's path in each built language. */
export const expectedPaths: Record<RouteId, Record<(typeof expectedLanguages)[number], string>> = {
  home: { tr: '/', en: '/en/' },
  product: { tr: '/urunler', en: '/en/products' },
  compliance: { tr: '/uyumluluk', en: '/en/compliance' },
  pricing: { tr: '/fiyatlandirma', en: '/en/pricing' },
  contact: { tr: '/iletisim', en: '/en/contact' },
  contactNotice: { tr: '/iletisim-formu-aydinlatma-metni', en: '/en/contact-form-privacy-notice' },
  cookieScan: { tr: '/cerez-taramasi', en: '/en/cookie-scan' },
  cookiePolicy: { tr: '/cerez-politikasi', en: '/en/cookie-policy' },
  blog: { tr: '/blog', en: '/en/blog' },
  articleCookies: { tr: '/cerez-nedir-cerez-turleri', en: '/en/what-are-cookies-cookie-types' },
  articleConsent: {
    tr: '/kvkk-uygun-acik-riza-cerez-yonetimi',
    en: '/en/kvkk-explicit-consent-cookie-management',
  },
  articleConsentTypes: {
    tr: '/acik-riza-gerektiren-cerez-turleri',
    en: '/en/cookie-types-that-require-explicit-consent',
  },
};

/** Every expected page of every language, in the route table's order. */
export const expectedRoutes: { language: string; id: RouteId; path: string }[] =
  expectedLanguages.flatMap((language) =>
    (Object.keys(expectedPaths) as RouteId[]).map((id) => ({
      language,
      id,
      path: expectedPaths[id][language],
    })),
  );

/** Where a page's language switch to `language` leads: the same page there. */
export function expectedPath(language: string, id: RouteId): string {
  const path = expectedPaths[id][language as (typeof expectedLanguages)[number]];
  if (!path) throw new Error(`No expected path for ${id} in ${language}`);
  return path;
}
