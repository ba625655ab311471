/** What search engines and link previews read from a prerendered page. */
export interface PageHead {
  lang: string;
  title: string;
  description: string | null;
  canonical: string | null;
  robots: string | null;
  /** `og:*` and `twitter:*` meta tags by name. */
  social: Record<string, string>;
  /** Each `application/ld+json` block, parsed; `{ parseError }` where it is not JSON. */
  jsonLd: Record<string, unknown>[];
  h1: string[];
  /** Text of the section marked `id="faq"`, if the page shows an FAQ. */
  faqText: string | null;
}

export function readHead(document: Document): PageHead {
  const meta = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute('content') ?? null;
  const social: Record<string, string> = {};
  for (const tag of document.head.querySelectorAll(
    'meta[property^="og:"], meta[name^="twitter:"]',
  )) {
    const key = tag.getAttribute('property') ?? tag.getAttribute('name') ?? '';
    social[key] = tag.getAttribute('content') ?? '';
  }
  const jsonLd = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => {
      try {
        return JSON.parse(script.textContent ?? '') as Record<string, unknown>;
      } catch (error) {
        return { parseError: String(error) };
      }
    },
  );
  const faq = document.getElementById('faq');
  return {
    lang: document.documentElement.lang,
    title: document.title,
    description: meta('meta[name="description"]'),
    canonical: document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    robots: meta('meta[name="robots"]'),
    social,
    jsonLd,
    h1: [...document.querySelectorAll('h1')].map((h) => (h.textContent ?? '').trim()),
    faqText: faq ? (faq.textContent ?? '').replace(/\s+/g, ' ') : null,
  };
}

/** Structured data blocks of one schema.org type (a block may also be an `@graph`). */
export function ofType(jsonLd: Record<string, unknown>[], ...types: string[]) {
  const nodes = jsonLd.flatMap((block) =>
    Array.isArray(block['@graph']) ? (block['@graph'] as Record<string, unknown>[]) : [block],
  );
  return nodes.filter((node) => {
    const type = node['@type'];
    return (Array.isArray(type) ? type : [type]).some((t) => types.includes(String(t)));
  });
}
