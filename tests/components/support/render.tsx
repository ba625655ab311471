/**
 * Renders a component the way a page does (i18next with the real locale files, the theme and an
 * emotion cache), in happy-dom.
 */
import createCache from '@emotion/cache';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Providers } from '../../../src/app/providers';
import { allResources } from '../../../src/i18n/all-resources';
import { defaultLanguage } from '../../../src/i18n/config';
import { createI18n } from '../../../src/i18n/create-i18n';

export function renderWithProviders(ui: ReactNode) {
  const i18n = createI18n(defaultLanguage, allResources);
  const emotionCache = createCache({ key: 'test' });
  return {
    i18n,
    ...render(
      <Providers i18n={i18n} emotionCache={emotionCache}>
        {ui}
      </Providers>,
    ),
  };
}

/**
 * Answers `prefers-reduced-motion` (and every other media query) with `reduce`, as a visitor
 * who asked for less motion would.
 */
export function matchMediaReduced(reduce: boolean) {
  const matchMedia = (query: string) =>
    ({
      matches: reduce && query.includes('reduce'),
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
}
