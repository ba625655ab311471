import { directions } from 'virtual:locales';

export type TextDirection = 'ltr' | 'rtl';

/**
 * A locale's writing direction, for `<html dir>`, the theme and the style cache: computed at build
 * time from the platform's locale data (server/locales/locales.ts), so the browser carries a
 * table, not the lookup.
 */
export const textDirection = (language: string): TextDirection => directions[language] ?? 'ltr';
