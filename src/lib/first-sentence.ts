/**
 * The first sentence of a text, as the language's own sentence rules cut it (Intl.Segmenter):
 * a short lead where the whole text follows elsewhere.
 */
export function firstSentence(text: string, language: string): string {
  const segments = new Intl.Segmenter(language, { granularity: 'sentence' }).segment(text);
  for (const { segment } of segments) return segment.trim();
  return '';
}
