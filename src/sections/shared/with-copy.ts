/**
 * Joins content entries (ids with icons, prices, dates; src/content) to their copy, read whole
 * with `returnObjects` from a locale group keyed by the same ids (`benefits.items`): the one way
 * a section pairs a content list with its text, so a missing id fails loudly instead of showing
 * a raw key.
 */
export function withCopy<
  Entry extends { id: string },
  Copies extends Readonly<Record<Entry['id'], object>>,
>(entries: readonly Entry[], copy: Copies): (Entry & Copies[Entry['id']])[] {
  return entries.map((entry) => {
    const text = copy[entry.id as Entry['id']] as Copies[Entry['id']] | undefined;
    if (!text) throw new Error(`No copy for "${entry.id}"`);
    return { ...entry, ...text };
  });
}
