/**
 * The locale dates are written in for a page language: the English copy is British English
 * (locales/README.md), so its dates read "20 January 2025", not "January 20, 2025".
 */
const dateLocales: Record<string, string> = { en: 'en-GB' };

export const dateLocale = (language: string) => dateLocales[language] ?? language;

/**
 * A calendar date ("2025-01-20") in the reader's language ("20 Ocak 2025"). Read as UTC, so the
 * prerendered text and the browser's agree whatever the machine's time zone.
 */
export function formatDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(dateLocale(language), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}
