/**
 * The locale dates are written in for a page language: the English copy is British English
 * (locales/README.md), so its dates read "20 January 2025", not "January 20, 2025". The site and
 * the scanner's documents write dates alike.
 */
const dateLocales: Record<string, string> = { en: 'en-GB' };

export const dateLocale = (language: string) => dateLocales[language] ?? language;
