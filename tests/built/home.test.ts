import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { copy, languages, pathOf } from '../support/locales';
import { builtPage } from './support/built-pages';

const LOGO_COUNT = site.references.logos.length;

describe.each(languages)('%s prerendered home page', (language) => {
  const home = copy(language, 'home');
  const featureTitles = Object.values(home.features.items as Record<string, { title: string }>).map(
    (item) => item.title,
  );
  const faqItems = home.faq.items as { question: string; answer: string }[];
  it('holds every logo and feature card, and FAQPage data with all seven questions', () => {
    const { html } = builtPage(pathOf(language, 'home'));
    const alts = [...html.matchAll(/<img [^>]*alt="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(alts).size).toBeGreaterThanOrEqual(LOGO_COUNT);
    expect(html.match(/class="swiper-slide[^"]*"/g)?.length).toBe(
      LOGO_COUNT + featureTitles.length,
    );
    expect(featureTitles).toHaveLength(6);
    for (const title of featureTitles) expect(html).toContain(title);

    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1] ?? '{}') as { '@type': string; mainEntity?: unknown[] })
      .find((data) => data['@type'] === 'FAQPage');
    expect(jsonLd?.mainEntity).toHaveLength(faqItems.length);
    expect(jsonLd?.mainEntity?.[0]).toMatchObject({
      name: faqItems[0]?.question,
      acceptedAnswer: { text: faqItems[0]?.answer },
    });
  });
});
