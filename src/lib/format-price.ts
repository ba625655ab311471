/**
 * A whole-unit price in the reader's language and the configured currency: "$29" in Turkish and
 * English for USD, "₺29" for TRY. Never type a currency sign into copy; it comes from here.
 */
export function formatPrice(amount: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }).format(amount);
}
