/**
 * Renders a component the way a page does (i18next with the real locale files, the theme and an
 * emotion cache), in happy-dom.
 */
import createCache from '@emotion/cache';
import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppProviders } from '../../../src/app/providers';
import { allResources } from '../../../src/i18n/all-resources';
import { defaultLanguage } from '../../../src/i18n/config';
import { createI18n } from '../../../src/i18n/create-i18n';
import { expectedLanguages } from '../../support/expected-routes';
import { themeFor } from '../../../src/theme/theme';

/** Every built locale: each component test runs in each, with that locale's copy. */
export const languages: string[] = [...expectedLanguages];

export { bundle } from '../../support/bundles';

/** `ui` inside the providers a page has (src/app/locale-layout.tsx), in `language`. */
export function withProviders(ui: ReactNode, language: string = defaultLanguage) {
  const i18n = createI18n(language, allResources);
  const emotionCache = createCache({ key: 'test' });
  return {
    i18n,
    tree: (
      <AppProviders emotionCache={emotionCache}>
        <I18nextProvider i18n={i18n}>
          <ThemeProvider theme={themeFor(language)}>{ui}</ThemeProvider>
        </I18nextProvider>
      </AppProviders>
    ),
  };
}

/** `ui` rendered inside the providers a page has, in `language`. */
export function renderWithProviders(ui: ReactNode, language: string = defaultLanguage) {
  const { i18n, tree } = withProviders(ui, language);
  return { i18n, ...render(tree) };
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
