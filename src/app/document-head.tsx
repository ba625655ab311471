import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches } from 'react-router-dom';
import type { RouteHandle } from '../routing/route-handle';
import { getPageMeta } from '../seo/page-meta';
import { headTags, PAGE_HEAD_SELECTOR, type HeadTag } from '../seo/render-head';
import { loadPage } from './page-modules';
// Trusted Types checks the text of every script element, JSON-LD too: the default policy passes JSON.
import '../lib/trusted-types';

function createElement(tag: HeadTag) {
  const element = document.createElement(tag.tag);
  if ('attributes' in tag) {
    for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  }
  // JSON-LD is data; Trusted Types still checks it (see ../lib/trusted-types.ts).
  if ('text' in tag) element.append(document.createTextNode(tag.text));
  return element;
}

/**
 * Keeps the head in step on client-side navigation: the same tags prerender writes
 * (seo/render-head.ts), replaced as a set, and `<html lang dir>`.
 */
export function DocumentHead() {
  const { i18n } = useTranslation();
  const { pathname } = useLocation();
  const handle = useMatches().at(-1)?.handle as RouteHandle | undefined;

  useEffect(() => {
    if (!handle) return;
    let cancelled = false;
    void loadPage(handle.file).then((page) => {
      if (cancelled) return;
      const structured =
        handle.metaId === 'notFound' ? {} : page.getStructuredData?.(i18n, handle.metaId);
      const meta = getPageMeta(i18n, handle.metaId, pathname, structured);
      const current = document.head.querySelectorAll(PAGE_HEAD_SELECTOR);
      const next = headTags(meta).map(createElement);
      // Nothing to do after hydration: the prerendered head is already this one.
      const same =
        current.length === next.length &&
        next.every((element, index) => element.isEqualNode(current[index] ?? null));
      if (!same) {
        current.forEach((element) => element.remove());
        document.head.append(...next);
      }
      document.documentElement.lang = meta.language;
      document.documentElement.dir = meta.dir;
    });
    return () => {
      cancelled = true;
    };
  }, [i18n, handle, pathname]);

  return null;
}
