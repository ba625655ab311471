import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { keyMarkersPostProcessor, readMarkers } from '../../src/dev/key-markers';

/** An i18next instance set up as src/i18n/create-i18n.ts sets it up in key mode. */
function keyModeI18n(resources: Record<string, unknown>) {
  const i18n = createInstance();
  const markers = keyMarkersPostProcessor(() => true);
  void i18n.use(markers).init({
    lng: 'en',
    resources: { en: resources as never },
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    postProcess: [markers.name],
    postProcessPassResolved: true,
  });
  // Keys of this fixture, not of the site's typed resources.
  return i18n.t.bind(i18n) as unknown as (key: string, options?: object) => string;
}

describe('key markers', () => {
  const t = keyModeI18n({
    common: { greeting: 'Hello {{name}}' },
    pricing: { items: ['One', 'Two'] },
    routes: { paths: { home: '/' } },
  });

  it('carries the namespace and key through interpolation, invisibly', () => {
    const value = t('greeting', { name: 'Ada' });
    expect(value).not.toBe('Hello Ada');
    expect(readMarkers(value)).toEqual({ text: 'Hello Ada', keys: ['common:greeting'] });
  });

  it('marks each item of a list read whole, by index', () => {
    const items = t('pricing:items', { returnObjects: true }) as unknown as string[];
    expect(items.map((item) => readMarkers(item))).toEqual([
      { text: 'One', keys: ['pricing:items.0'] },
      { text: 'Two', keys: ['pricing:items.1'] },
    ]);
  });

  it('leaves URL slugs alone', () => {
    expect(t('routes:paths.home')).toBe('/');
  });
});
