/**
 * The edit panel's words (locales/<lng>/key-editor.json, in the page's language), and the i18n
 * check's findings said in them: the check sends its findings as data (./string-problems.ts).
 */
import type { EditRefusal, StringProblem } from './string-problems';

export type Copy = Record<string, string>;

/** `copy[name]` with its `{{placeholders}}` filled in. */
export function say(copy: Copy, name: string, values: Record<string, string | number> = {}) {
  return (copy[name] ?? name).replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) =>
    String(values[key] ?? ''),
  );
}

const markerList = (copy: Copy, list: string[]) =>
  list.length > 0 ? list.join(' ') : say(copy, 'problemNoMarkers');

/** One finding of the check, or the reason an edit could not be checked, as one sentence. */
export function problemText(copy: Copy, problem: StringProblem | EditRefusal): string {
  switch (problem.kind) {
    case 'missingKey':
      return say(copy, 'problemMissingKey', { language: problem.language });
    case 'extraKey':
      return say(copy, 'problemExtraKey');
    case 'listMismatch':
      return say(copy, 'problemListMismatch');
    case 'empty':
      return say(copy, 'problemEmpty');
    case 'markers':
      return say(copy, 'problemMarkers', {
        have: markerList(copy, problem.have),
        want: markerList(copy, problem.want),
        sourceLanguage: problem.sourceLanguage,
      });
    case 'pluralForms':
      return say(copy, 'problemPluralForms', {
        have: problem.have.join(', '),
        need: problem.need.join(', '),
      });
    case 'countNotPlural':
      return say(copy, 'problemCountNotPlural', { pluralKeys: problem.pluralKeys.join(', ') });
    case 'pluralOnlyInSource':
      return say(copy, 'problemPluralOnlyInSource', { sourceLanguage: problem.sourceLanguage });
    case 'pluralOnlyHere':
      return say(copy, 'problemPluralOnlyHere', { sourceLanguage: problem.sourceLanguage });
    case 'tooLong':
      return say(copy, 'problemTooLong', { length: problem.length, limit: problem.limit });
    case 'forbiddenTerm':
      return say(copy, 'problemForbiddenTerm', {
        found: problem.found,
        preferred: problem.preferred,
        reason: problem.reason,
      });
    case 'unknownLanguage':
      return say(copy, 'refusalUnknownLanguage', { language: problem.language });
    case 'textTooLong':
      return say(copy, 'refusalTextTooLong', { limit: problem.limit });
    case 'unknownKey':
      return say(copy, 'refusalUnknownKey', { file: problem.file, key: problem.key });
  }
}
