/**
 * Helpers for the page-content tests: a prerendered page's text as a reader or crawler gets it,
 * and locale strings broken into what must appear verbatim. Expected copy itself comes from each
 * locale's files through `copy(language, ns)` in tests/support/locales.
 */
const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' };

function decodeEntities(text: string) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (match, code: string) => {
    if (code.startsWith('#x') || code.startsWith('#X')) {
      return String.fromCodePoint(parseInt(code.slice(2), 16));
    }
    if (code.startsWith('#')) return String.fromCodePoint(parseInt(code.slice(1), 10));
    return entities[code] ?? match;
  });
}

/**
 * What a reader or crawler gets from a prerendered page: the body's text and attribute values
 * (image alternatives, accessible names), with React's text separators removed.
 */
export function servedText(html: string) {
  const body = html.slice(html.indexOf('<body'));
  const withoutScripts = body.replace(/<script[\s\S]*?<\/script>/g, ' ');
  const attributes = [...withoutScripts.matchAll(/(?:alt|aria-label)="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
  const text = withoutScripts
    .replace(/<!-- -->/g, '')
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(`${text} ${attributes.join(' ')}`).replace(/\s+/g, ' ');
}

/** Every string in a namespace (lists included), depth first. */
export function leafStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(leafStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(leafStrings);
  return [];
}

/**
 * The literal parts of a locale string: the text between `{{placeholders}}` and `<tags>`, which
 * must appear verbatim whatever the interpolated values are.
 */
export function literalParts(text: string) {
  return text
    .split(/\{\{\w+\}\}|<\/?\w+\s*\/?>/)
    .map((part) => part.replace(/\s+/g, ' ').trim())
    .filter((part) => part.length > 0);
}
