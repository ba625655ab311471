import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../../app/routes';
import { getPageMeta } from './page-meta';

function setAttribute(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value);
}

/**
 * Keeps the head in step on client-side navigation. The prerendered HTML already carries the full
 * head (see scripts/prerender.mjs); this only updates what changes between pages.
 */
export function DocumentHead() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  const metaId = handle?.metaId;

  useEffect(() => {
    if (!metaId) return;
    const meta = getPageMeta(i18n, metaId, pathname);
    document.title = meta.title;
    setAttribute('meta[name="description"]', 'content', meta.description);
    setAttribute('link[rel="canonical"]', 'href', meta.canonical);
    setAttribute('meta[property="og:title"]', 'content', meta.title);
    setAttribute('meta[property="og:description"]', 'content', meta.description);
    setAttribute('meta[property="og:url"]', 'content', meta.canonical);
  }, [i18n, metaId, pathname]);

  return null;
}
