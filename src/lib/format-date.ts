import { dateLocale } from '../../packages/scanner-contract/date-locale';

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
