import { site } from '../config/site';
import { openGraphLocale, type PageMeta } from './page-meta';

/** One head element: what prerender serialises. */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta' | 'link'; attributes: Record<string, string> }
  | { tag: 'script'; attributes: { type: 'application/ld+json' }; text: string };

/** `<` is escaped so no string in structured data can close the script element. */
const jsonForScript = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head elements of a page, in order. */
export function headTags(meta: PageMeta): HeadTag[] {
  const metaName = (name: string, content: string) => ({
    tag: 'meta' as const,
    attributes: { name, content },
  });
  const property = (name: string, content: string) => ({
    tag: 'meta' as const,
    attributes: { property: name, content },
  });
  return [
    { tag: 'title', text: meta.title },
    metaName('description', meta.description),
    ...(meta.noindex ? [metaName('robots', 'noindex')] : []),
    { tag: 'link', attributes: { rel: 'canonical', href: meta.canonical } },
    ...meta.alternates.map((alternate) => ({
      tag: 'link' as const,
      attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href },
    })),
    property('og:site_name', site.brand),
    property('og:locale', meta.ogLocale),
    ...meta.alternates
      .filter((alternate) => alternate.hreflang !== 'x-default')
      .filter((alternate) => alternate.hreflang !== meta.language)
      .map((alternate) => property('og:locale:alternate', openGraphLocale(alternate.hreflang))),
    property('og:type', meta.ogType),
    property('og:title', meta.title),
    property('og:description', meta.description),
    property('og:url', meta.canonical),
    property('og:image', meta.image),
    property('og:image:width', '1200'),
    property('og:image:height', '630'),
    metaName('twitter:card', 'summary_large_image'),
    metaName('twitter:title', meta.title),
    metaName('twitter:description', meta.description),
    metaName('twitter:image', meta.image),
    ...meta.jsonLd.map((data) => ({
      tag: 'script' as const,
      attributes: { type: 'application/ld+json' as const },
      text: jsonForScript(data),
    })),
  ];
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `<head>` tags of a prerendered page. */
export function renderHeadTags(meta: PageMeta): string {
  return headTags(meta)
    .map((tag) => {
      const attributes = Object.entries('attributes' in tag ? tag.attributes : {})
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      if (tag.tag === 'title') return `<title${attributes}>${escapeHtml(tag.text)}</title>`;
      if (tag.tag === 'script') return `<script${attributes}>${tag.text}</script>`;
      return `<${tag.tag}${attributes}>`;
    })
    .join('\n    ');
}
