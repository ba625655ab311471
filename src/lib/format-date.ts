/**
 * A calendar date ("2025-01-20") in the reader's language ("20 Ocak 2025"). Read as UTC, so the
 * prerendered text and the browser's agree whatever the machine's time zone.
 */
export function formatDate(isoDate: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

/**
 * The Intl locale for a site language: English pages write dates the British way ("25 November
 * 2026"), as the English copy is British English.
 */
export const intlLocale = (language: string) => (language === 'en' ? 'en-GB' : language);
