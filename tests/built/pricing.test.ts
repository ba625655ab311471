import { describe, expect, it } from 'vitest';
import { copy, languages, pathOf } from '../support/locales';
import { builtPage } from './support/built-pages';
import { servedText } from './support/served-text';

const planIds = ['starter', 'standard', 'enterprise'] as const;

describe.each(languages)('%s prerendered pricing page', (language) => {
  const common = copy(language, 'common');
  const pricing = copy(language, 'pricing');
  it(`${language}: holds every plan and feature without JavaScript`, () => {
    const text = servedText(builtPage(pathOf(language, 'pricing')).html);
    for (const id of planIds) {
      expect(text).toContain(common.plans.names[id]);
      for (const feature of pricing.plans.items[id].features) expect(text).toContain(feature);
    }
  });
});
