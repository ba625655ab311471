import type { ComponentType } from 'react';
import { env } from '../config/env';
import type { Namespace } from '../i18n/namespaces';
import { PREFERENCES_OPENER } from '../lib/consent/preferences-opener';

/**
 * When an island's code loads:
 * - `visible`: when it comes within a screen of the viewport;
 * - `interaction`: on the first pointerdown, focusin, keydown or submit inside it (a submit that
 *   comes first is held and sent once the island is ready);
 * - `scroll`: on the first scroll of the page, or an interaction inside it (what follows the
 *   reader, like a scroll-spy: nothing to do for a reader who has not moved);
 * - `idle`: once the page has loaded and the browser is idle (what must run by itself);
 * - `{ click }`: on the first click on an element matching the selector, which is then replayed.
 */
export type IslandTrigger = 'visible' | 'interaction' | 'scroll' | 'idle' | { click: string };

export interface IslandDefinition {
  /** Its React component: the prerender renders it, the browser hydrates it. */
  load: () => Promise<ComponentType<never>>;
  /**
   * For an island whose behaviour needs no React: the browser runs this on the prerendered HTML
   * instead of hydrating `load`'s component, so neither React nor any copy is fetched for it.
   */
  enhance?: () => Promise<(container: HTMLElement) => void>;
  /** Locale namespaces it reads besides `common`; fetched with its code (hydrated islands). */
  namespaces: readonly Namespace[];
  when: IslandTrigger;
  /** Wakes it as soon as the page loads when this says so, whatever `when` says. */
  eager?: () => boolean;
}

/**
 * Every island of the site: the only parts of a page that ship JavaScript. A page marks where one
 * goes with `<Island name component props>` (src/components/island/island.tsx); the prerender
 * checks that the name's `load` gives that same component. Each `load` is its own chunk.
 */
export const islands = {
  'reference-carousel': {
    load: async () => (await import('../sections/home/reference-logos')).ReferenceCarousel,
    enhance: async () => (await import('../components/ui/carousel-behaviour')).enhanceCarousel,
    namespaces: [],
    when: 'visible',
  },
  'feature-carousel': {
    load: async () => (await import('../sections/home/feature-carousel')).FeatureSlides,
    enhance: async () =>
      (await import('../sections/home/feature-slides-behaviour')).enhanceFeatureSlides,
    namespaces: [],
    when: 'visible',
  },
  'logo-marquee': {
    load: async () => (await import('../components/ui/logo-marquee')).LogoMarquee,
    enhance: async () =>
      (await import('../components/ui/logo-marquee-behaviour')).enhanceLogoMarquee,
    namespaces: [],
    when: 'visible',
  },
  'banner-configurator': {
    load: async () =>
      (await import('../sections/home/banner-configurator/banner-configurator')).BannerConfigurator,
    namespaces: ['consent', 'consent-configurator'],
    when: 'visible',
  },
  'quick-setup-form': {
    load: async () => (await import('../sections/forms/quick-setup-form')).QuickSetupForm,
    namespaces: ['forms'],
    when: 'interaction',
  },
  'contact-form': {
    load: async () => (await import('../sections/forms/contact-form')).ContactForm,
    namespaces: ['forms'],
    when: 'interaction',
    // A link that suggests the message (the configurator's "request this setup"): show it now.
    eager: () => new URLSearchParams(window.location.search).has('message'),
  },
  'cookie-scanner': {
    load: async () =>
      (await import('../sections/cookie-scan/scanner/cookie-scanner')).CookieScanner,
    namespaces: ['cookie-scanner'],
    when: 'interaction',
    // A shared report's address: fetch and show it at once.
    eager: () => new URLSearchParams(window.location.search).has('scan'),
  },
  'article-toc': {
    load: async () => (await import('../sections/articles/article-toc')).ArticleToc,
    enhance: async () =>
      (await import('../sections/articles/article-toc-behaviour')).enhanceArticleToc,
    namespaces: [],
    when: 'scroll',
    // A link to one of its sections: mark it current at once.
    eager: () => window.location.hash !== '',
  },
  'consent-manager': {
    load: async () => (await import('../components/consent-banner/consent-manager')).ConsentManager,
    namespaces: [],
    // With Tag Manager the banner must ask by itself; otherwise only the footer's preferences
    // link opens it.
    when: env.consent.gtmId ? 'idle' : { click: PREFERENCES_OPENER },
  },
} satisfies Record<string, IslandDefinition>;

export type IslandName = keyof typeof islands;

export function islandDefinition(name: string): IslandDefinition | undefined {
  return Object.hasOwn(islands, name) ? islands[name as IslandName] : undefined;
}
