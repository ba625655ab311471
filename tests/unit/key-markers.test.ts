import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { keyMarkersPostProcessor, readMarkers } from '../../src/dev/key-markers';

/**
 * An i18next instance set up as src/i18n/create-i18n.ts sets it up in key mode (`keyMode`) or
 * with key mode off, for a language previewed with `tr` as its source (`preview`).
 */
function keyModeI18n(
  resources: Record<string, unknown>,
  { keyMode = true, preview }: { keyMode?: boolean; preview?: Record<string, unknown> } = {},
) {
  const i18n = createInstance();
  const markers = keyMarkersPostProcessor(() => keyMode);
  void i18n.use(markers).init({
    lng: 'en',
    resources: preview
      ? { en: resources as never, tr: preview as never }
      : { en: resources as never },
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false },
    postProcess: [markers.name],
    postProcessPassResolved: true,
    ...(preview && { fallbackLng: 'tr', returnEmptyString: false }),
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
    expect(readMarkers(value)).toEqual({
      text: 'Hello Ada',
      keys: ['common:greeting'],
      untranslated: [],
    });
  });

  it('marks each item of a list read whole, by index', () => {
    const items = t('pricing:items', { returnObjects: true }) as unknown as string[];
    expect(items.map((item) => readMarkers(item))).toEqual([
      { text: 'One', keys: ['pricing:items.0'], untranslated: [] },
      { text: 'Two', keys: ['pricing:items.1'], untranslated: [] },
    ]);
  });

  it('leaves URL slugs alone', () => {
    expect(t('routes:paths.home')).toBe('/');
  });
});

describe('untranslated markers in a previewed language', () => {
  const resources = { common: { greeting: 'Hello', cta: '' } };
  const source = { common: { greeting: 'Merhaba', cta: 'Teklif Alın', extra: 'Ek' } };

  it('marks a value shown from the source language even with key mode off', () => {
    const t = keyModeI18n(resources, { keyMode: false, preview: source });
    expect(t('greeting')).toBe('Hello');
    expect(readMarkers(t('cta'))).toEqual({
      text: 'Teklif Alın',
      keys: ['common:cta'],
      untranslated: ['common:cta'],
    });
    expect(readMarkers(t('extra')).untranslated).toEqual(['common:extra']);
  });

  it('tells translated from untranslated values in key mode', () => {
    const t = keyModeI18n(resources, { preview: source });
    expect(readMarkers(t('greeting'))).toEqual({
      text: 'Hello',
      keys: ['common:greeting'],
      untranslated: [],
    });
    expect(readMarkers(t('cta')).untranslated).toEqual(['common:cta']);
  });
});
