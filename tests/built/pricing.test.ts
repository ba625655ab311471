import { describe, expect, it } from 'vitest';
import { copy, languages, pathOf } from '../support/locales';
import { builtPage } from './support/built-pages';
import { servedText } from './support/served-text';

const planIds = ['starter', 'standard', 'enterprise'] as const;

describe.each(languages)('%s prerendered pricing page', (language) => {
  const plansCopy = copy(language, 'plans');
  it(`${language}: holds every plan and feature without JavaScript`, () => {
    const text = servedText(builtPage(pathOf(language, 'pricing')).html);
    for (const id of planIds) {
      expect(text).toContain(plansCopy.items[id].name);
      for (const feature of plansCopy.items[id].pricing.features) expect(text).toContain(feature);
    }
  });
});
