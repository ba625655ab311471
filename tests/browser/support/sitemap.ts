import { fetchHtml } from './page-content';

export interface SitemapEntry {
  loc: string;
  lastmod: string | undefined;
}

/** The served sitemap.xml: its status and every `<url>` with its `<loc>` and `<lastmod>`. */
export async function readSitemap(): Promise<{ status: number; entries: SitemapEntry[] }> {
  const { status, html: xml } = await fetchHtml('/sitemap.xml');
  const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1] ?? '',
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body)?.[1],
  }));
  return { status, entries };
}
