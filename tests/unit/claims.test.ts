import { describe, expect, it } from 'vitest';
import { offerContext, site } from '../../src/config/site';
import { allResources } from '../../src/i18n/all-resources';

/**
 * What the marketing copy may claim. Compliance is the site owner's, so the product is never
 * sold as "KVKK-compliant"; a free start is offered only when the config declares one; figures
 * nobody measured (tool counts, setup minutes, "does not slow your page") stay out.
 */
function leaves(value: unknown, prefix: string): { key: string; text: string }[] {
  if (typeof value === 'string') return [{ key: prefix, text: value }];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, `${prefix}.${key}`));
}

const strings = Object.entries(allResources).flatMap(([language, namespaces]) =>
  Object.entries(namespaces ?? {}).flatMap(([ns, bundle]) => leaves(bundle, `${language}/${ns}`)),
);
/** Marketing namespaces: where a claim about the product is made. */
const marketing = /\/(home|product|pricing|common|blog|routes|compliance|contact)\./;

describe('claims in the copy', () => {
  it('never sells the product or a plan as KVKK-compliant', () => {
    const claims = strings.filter(
      ({ key, text }) =>
        marketing.test(key) &&
        /KVKK[ -]uyumlu|KVKK Uyumlu|KVKK uyumu$|KVKK-compliant (cookie|consent|record)|complies with KVKK|meets Turkey's KVKK/.test(
          text,
        ),
    );
    expect(claims.map(({ key }) => key)).toEqual([]);
  });

  it('offers a free start only in the `_free` variants, chosen only when the config has a free offer', () => {
    const free = strings.filter(({ text }) =>
      /ücretsiz başla|start (managing cookies today, )?for free/i.test(text),
    );
    expect(free.length).toBeGreaterThan(0);
    for (const { key } of free) expect(key).toMatch(/_free$/);
    expect(offerContext === 'free').toBe(
      site.offer.freePlan || site.offer.freeTrialDays !== undefined,
    );
  });

  it('states no unmeasured figure: tool counts, setup minutes, speed promises', () => {
    const figures = strings.filter(({ text }) =>
      /100'den fazla|more than 100|100\+|5 dakika|5 minutes|dakikalar içinde|in minutes|yavaşlatmayan|won't slow|never holds up|hızınızı korur|protects your page speed/i.test(
        text,
      ),
    );
    expect(figures.map(({ key }) => key)).toEqual([]);
  });
});

/**
 * The hedges a content review of the scanner's sentences asked for: each would be a false or
 * overclaiming statement to a site owner without them. Expected phrases are the review's, in each
 * language.
 */
describe("the scanner's and the policies' sentences to a site owner", () => {
  const text = (language: string, ns: string, key: string): string => {
    const found = key
      .split('.')
      .reduce<unknown>(
        (node, part) => (node as Record<string, unknown> | undefined)?.[part],
        allResources[language]?.[ns],
      );
    if (typeof found !== 'string') throw new Error(`${language}/${ns}:${key} is not a string`);
    return found;
  };
  const hedges: [ns: string, key: string, tr: RegExp, en: RegExp][] = [
    // The draft is not ready to publish as generated.
    ['cookie-scanner', 'report.draft.lead', /Yayımlanmaya hazır değildir/, /not ready to publish/],
    // Only Google's tags fall back to cookieless requests; others may set cookies.
    ['product', 'faq.items.2.answer', /Meta Pixel\) çerez de yazabilir/, /may also set cookies/],
    // What Google does with the data is also its own, as an independent controller.
    [
      'consent-policy',
      'transfers.provider',
      /bağımsız veri sorumlusu/,
      /independent data controller/,
    ],
    // The access logs keep a shortened IP address.
    ['cookie-scanner', 'privacy', /erişim kayıtlarına kısaltılmış/, /access logs record/],
    // "Granted" before consent is unlawful only where no other ground applies.
    [
      'cookie-scanner',
      'findings.google-consent-granted.why',
      /başka bir hukuki sebep yoksa/,
      /where no other legal ground applies/,
    ],
    // A banner does not fix every finding.
    ['cookie-scanner', 'report.cta.lead', /bir bannerın çözemeyeceği/, /a banner cannot fix/],
  ];
  it.each(hedges)('%s:%s keeps its hedge in both languages', (ns, key, tr, en) => {
    expect(text('tr', ns, key)).toMatch(tr);
    expect(text('en', ns, key)).toMatch(en);
  });

  it('names no Turkish button in the English scanner copy', () => {
    const turkish = strings.filter(
      ({ key, text }) => key.startsWith('en/cookie-scanner.') && /Reddet|Kabul Et/.test(text),
    );
    expect(turkish.map(({ key }) => key)).toEqual([]);
  });
});
