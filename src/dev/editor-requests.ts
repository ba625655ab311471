/**
 * What key mode's edit panel asks the dev server (tools/dev/dev.ts): a key's facts, the panel's own
 * words, and the check and save of an edit. A failure of the server is logged here and reaches the
 * panel only as "not checked".
 */
import type { Copy } from './problem-text';
import type { EditRefusal, StringProblem } from './string-problems';

export interface GlossaryTerm {
  preferred: string;
  avoid: string[];
  reason: string;
  uses: 'preferred' | 'forbidden';
}

/** The dev server's `/__i18n/key` answer. */
export interface KeyInfo {
  reference: string;
  defaultLanguage: string;
  texts: Record<string, string | undefined>;
  places: Record<string, { file: string; line: number } | undefined>;
  glossary: Record<string, GlossaryTerm[]>;
  description?: string;
  maxLength?: number;
  editorUrl?: string;
}

let copyRequest: Promise<Copy> | undefined;

/** locales/<lng>/key-editor.json in the page's language, asked once. */
export function editorCopy(language: string): Promise<Copy> {
  copyRequest ??= fetch(`/__i18n/editor-copy?${new URLSearchParams({ lng: language })}`).then(
    (response) => {
      if (!response.ok) throw new Error(`/__i18n/editor-copy answered ${response.status}`);
      return response.json() as Promise<Copy>;
    },
  );
  // A failed answer is not kept: the next opening asks again.
  copyRequest.catch(() => (copyRequest = undefined));
  return copyRequest;
}

/** The result of a check or a save: what was found, or that the server failed. */
export interface EditAnswer {
  status: number;
  found: (StringProblem | EditRefusal)[];
  serverError: boolean;
}

export async function postEdit(path: string, body: unknown): Promise<EditAnswer> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => ({}))) as {
    problems?: StringProblem[];
    refusal?: EditRefusal;
    error?: string;
  };
  const found = answer.refusal ? [answer.refusal] : (answer.problems ?? []);
  // What the check found is said in the panel's words; a failure of the server is logged here
  // (its terminal has the details) and the panel only says that the text was not checked.
  const serverError = !response.ok && found.length === 0;
  if (serverError) console.error(`${path} answered ${response.status}:`, answer.error);
  return { status: response.status, found, serverError };
}
