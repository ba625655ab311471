import { describe, expect, it } from 'vitest';
import { getPageMeta } from '../../src/seo/page-meta';
import { renderHeadTags } from '../../src/seo/render-head';
import { site } from '../../src/config/site';
import { allResources } from '../../src/i18n/all-resources';
import { createI18n } from '../../src/i18n/create-i18n';
import { builtLanguages, localizedPath } from '../../src/routing/paths';
import { bundle } from '../support/bundles';

describe.each(builtLanguages())('%s page head', (language) => {
  it('fills the brand into the title and points the canonical URL at the site origin', () => {
    const path = localizedPath(language, 'pricing');
    const meta = getPageMeta(createI18n(language, allResources), 'pricing', path);
    const { title } = bundle(language, 'routes').meta.pricing;
    expect(meta.title).toBe(title.replace('{{brand}}', site.brand));
    expect(meta.canonical).toBe(`${site.origin}${path}`);
  });
});

describe('page head', () => {
  it('escapes markup in text and in structured data', () => {
    const html = renderHeadTags({
      title: 'A "quoted" <b>title</b>',
      description: 'x & y',
      canonical: 'https://example.com/',
      ogType: 'website',
      image: 'https://example.com/og.png',
      language: 'tr',
      dir: 'ltr',
      ogLocale: 'tr_TR',
      alternates: [],
      noindex: false,
      jsonLd: [{ name: '</script><script>alert(1)</script>' }],
    });
    expect(html).toContain('<title>A &quot;quoted&quot; &lt;b&gt;title&lt;/b&gt;</title>');
    expect(html).toContain('content="x &amp; y"');
    expect(html).not.toContain('</script><script>');
  });
});
