/** The dev server's message to its pages that a locale file changed (`{ file }`, from the root). */
export const copyChangedEvent = 'i18n:copy-changed';
