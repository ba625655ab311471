/**
 * What the i18n check can find wrong with one string, as data: `npm run i18n:check` words it in
 * English for the terminal (tools/i18n/string-checks.ts, `describeProblem`), and key mode's edit panel
 * words it in the page's language from locales/<lng>/key-editor.json (./key-editor.ts).
 */
export type StringProblem = { language: string; ns: string; key: string } & (
  | { kind: 'missingKey' }
  | { kind: 'extraKey' }
  | { kind: 'listMismatch' }
  | { kind: 'empty' }
  /** Placeholders and tags, sorted, of the text and of the source language's text. */
  | { kind: 'markers'; have: string[]; want: string[]; sourceLanguage: string }
  /** Plural categories the key has and those its language needs. */
  | { kind: 'pluralForms'; have: string[]; need: string[] }
  /** A text showing `{{count}}` that is not written as plural keys. */
  | { kind: 'countNotPlural'; pluralKeys: string[] }
  | { kind: 'pluralOnlyInSource'; sourceLanguage: string }
  | { kind: 'pluralOnlyHere'; sourceLanguage: string }
  | { kind: 'tooLong'; length: number; limit: number; text: string }
  /** `found`: the forbidden term as the text has it, with what follows it. */
  | { kind: 'forbiddenTerm'; found: string; preferred: string; reason: string }
);

export type StringProblemKind = StringProblem['kind'];

/** Why an edit cannot be checked at all (not a translation problem): its language, size or key. */
export type EditRefusal =
  | { kind: 'unknownLanguage'; language: string }
  | { kind: 'textTooLong'; limit: number }
  | { kind: 'unknownKey'; file: string; key: string };
