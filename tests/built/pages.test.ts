import { describe, expect, it } from 'vitest';
import { offerContext, site } from '../../src/config/site';
import {
  copy,
  languages,
  pathOf,
  routeName,
  routes,
  type RouteId,
  type TestRoute,
} from '../support/locales';
import { builtPage } from './support/built-pages';
import { leafStrings, literalParts, servedText } from './support/served-text';

/** A copy of a namespace without the leaf at `path` (copy the page does not render). */
function without<T extends object>(bundle: T, path: string): T {
  const copy = structuredClone(bundle) as Record<string, unknown>;
  const keys = path.split('.');
  const last = keys.pop() ?? '';
  let parent = copy;
  for (const key of keys) parent = parent[key] as Record<string, unknown>;
  delete parent[last];
  return copy as T;
}

/**
 * The reference bands show the customer heading only for real references; with the template's
 * sample logos they show the sample heading and note instead (site config).
 */
const { sample } = site.references;

/**
 * The calls to action come in two variants (`_free` when the offer has a free plan or trial,
 * src/config/site.ts); the page serves the one the config selects.
 */
function withOfferVariants<T extends object>(bundle: T, paths: string[]): T {
  return paths.reduce(
    (current, path) => without(current, offerContext === 'free' ? path : `${path}_free`),
    bundle,
  );
}

/** Product-page processor copy. */
interface ProcessorCopy {
  eyebrow: string;
  title: string;
  lead: string;
  labels: Record<string, string>;
  dpa: { link: string; onRequest: string };
  hosting: { configured: string; abroad: string };
  subprocessors: { link: string; entry: string };
  purposes: Record<string, string>;
  breach: string;
  endOfContract: Record<string, string>;
  verbis: Record<string, string>;
  placeholders: Record<string, string>;
}

/**
 * The processor block shows, for each term, its configured wording or the owner's placeholder
 * (site.processor): only that variant is served.
 */
function processorShown(copy: ProcessorCopy): unknown[] {
  const { dpa, hosting, subprocessors, breachNoticeHours, endOfContract, verbis } = site.processor;
  const { placeholders } = copy;
  return [
    copy.eyebrow,
    copy.title,
    copy.lead,
    copy.labels,
    dpa === undefined ? placeholders.dpa : dpa === 'onRequest' ? copy.dpa.onRequest : copy.dpa.link,
    hosting
      ? [copy.hosting.configured, hosting.country === 'TR' ? [] : copy.hosting.abroad]
      : placeholders.hosting,
    subprocessors === undefined
      ? placeholders.subprocessors
      : typeof subprocessors === 'string'
        ? copy.subprocessors.link
        : subprocessors.map((entry) => copy.purposes[entry.purpose]),
    breachNoticeHours === undefined ? placeholders.breach : copy.breach,
    endOfContract ? copy.endOfContract[endOfContract.action] : placeholders.endOfContract,
    verbis ? copy.verbis[verbis] : placeholders.verbis,
  ];
}

/** Each page with its own namespace and the copy it must serve in its prerendered HTML. */
function pageCopy(language: string, id: RouteId): unknown[] | undefined {
  const common = copy(language, 'common');
  const home = copy(language, 'home');
  const product = copy(language, 'product');
  // Every plan card: its name, the popular badge and the place's own words; the home teaser's
  // price line is the template's sample offer (monthly, VAT excluded).
  const plans = copy(language, 'plans');
  const planCards = (place: 'home' | 'pricing') => [
    Object.values(plans.items as Record<string, Record<string, unknown>>).map((item) => [
      item.name,
      item[place],
    ]),
    plans.popular,
  ];
  const referenceCopy = sample ? [common.references] : [];
  switch (id) {
    case 'home':
      return [
        withOfferVariants(sample ? without(home, 'references.title') : home, [
          'hero.primaryCta',
          'cta.primary',
        ]),
        common.faq,
        planCards('home'),
        plans.homeCta,
        plans.price.period.month,
        plans.price.vatExcluded,
        ...referenceCopy,
      ];
    case 'product':
      return [
        without(sample ? without(product, 'trusted.title') : product, 'processor'),
        processorShown(product.processor as ProcessorCopy),
        common.faq,
        ...referenceCopy,
      ];
    case 'compliance':
      return [copy(language, 'compliance')];
    case 'pricing':
      return [copy(language, 'pricing'), planCards('pricing')];
    case 'contact':
      return [copy(language, 'contact')];
    case 'cookieScan':
      // Built without VITE_SCANNER_URL: the page offers a request by form, and its steps and
      // closing band say so.
      return [
        [
          'process.selfService',
          'cta.title_selfService',
          'cta.lead_selfService',
          'cta.primary_selfService',
        ].reduce(without, copy(language, 'cookie-scan')),
      ];
    default:
      return undefined;
  }
}

/** Every built route of every locale that has a page namespace of its own. */
const pageRoutes = routes
  .filter((route: TestRoute) => pageCopy(route.language, route.id))
  .map((route) => ({ ...route, name: routeName(route) }));

const pageIds = ['home', 'product', 'compliance', 'pricing', 'contact', 'cookieScan'] as const;

describe('prerendered pages', () => {
  it('checks each of the six pages in every built locale', () => {
    for (const language of languages) {
      expect(
        pageRoutes.filter((route) => route.language === language).map((route) => route.id),
      ).toEqual(expect.arrayContaining([...pageIds]));
    }
    expect(pageRoutes).toHaveLength(pageIds.length * languages.length);
  });

  it.each(pageRoutes)('$name serves all of its copy as HTML, before any script runs', (p) => {
    const text = servedText(builtPage(p.path).html);
    const missing = leafStrings(pageCopy(p.language, p.id))
      .flatMap(literalParts)
      .filter((part) => !text.includes(part));
    expect(missing).toEqual([]);
  });

  it.each(languages)(
    '%s: publishes FAQPage data with the five product questions on the product page',
    (language) => {
      const product = copy(language, 'product');
      const { html } = builtPage(pathOf(language, 'product'));
      const faq = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
        .map((m) => JSON.parse(m[1] ?? '{}') as { '@type': string; mainEntity: { name: string }[] })
        .find((data) => data['@type'] === 'FAQPage');
      expect(product.faq.items).toHaveLength(5);
      expect(faq?.mainEntity.map((q) => q.name)).toEqual(
        product.faq.items.map((i: { question: string }) => i.question),
      );
    },
  );
});
