/**
 * Key mode's edit panel (`npm run dev` only; ./key-mode.ts opens it): for the string a translator
 * clicked, its key, file, description and limit, the glossary terms it touches, and its text in
 * every language, each editable. As the translator types, the dev server runs the i18n check on
 * the new text (`/__i18n/check`); Save writes it into the locale file (`/__i18n/save`), and the
 * page shows it at once (./live-copy.ts). The panel's own words come from
 * locales/<lng>/key-editor.json in the page's language (`/__i18n/editor-copy`).
 */
import { tokens } from '../theme/tokens';
import { devUiAttribute } from './mark-page';
import { problemText, say, type Copy } from './problem-text';
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

const panelAttribute = 'data-i18n-key-editor';
const styleAttribute = 'data-i18n-key-editor-style';
const checkDelay = 250;
let copyRequest: Promise<Copy> | undefined;
let panel: HTMLElement | undefined;
let opener: HTMLElement | null = null;

function editorCopy(language: string): Promise<Copy> {
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

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

async function post(path: string, body: unknown) {
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

function installStyle() {
  if (document.querySelector(`style[${styleAttribute}]`)) return;
  const { color } = tokens;
  const style = element('style');
  style.setAttribute(styleAttribute, '');
  style.setAttribute(devUiAttribute, '');
  style.textContent = `
[${panelAttribute}] { position: fixed; inset: 0 0 0 auto; z-index: 2147483646;
  width: min(30rem, 100vw); overflow: auto; box-sizing: border-box; padding: 16px;
  background: ${color.surface}; color: ${color.ink}; border-left: 2px solid ${color.ink};
  font: 14px/1.45 system-ui, sans-serif; }
[${panelAttribute}] h2 { font-size: 16px; margin: 0; }
[${panelAttribute}] header { display: flex; justify-content: space-between; gap: 8px;
  align-items: center; margin-bottom: 8px; }
[${panelAttribute}] dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 8px;
  margin: 0 0 12px; }
[${panelAttribute}] dt { color: ${color.inkMuted}; }
[${panelAttribute}] dd { margin: 0; overflow-wrap: anywhere; }
[${panelAttribute}] section { border-top: 1px solid ${color.border}; padding: 10px 0; }
[${panelAttribute}] label { display: block; font-weight: 600; margin-bottom: 4px; }
[${panelAttribute}] textarea { width: 100%; box-sizing: border-box; font: inherit; padding: 6px;
  border: 1px solid ${color.fieldBorder}; border-radius: 4px; resize: vertical; }
[${panelAttribute}] button { font: inherit; padding: 4px 12px; border-radius: 4px;
  border: 1px solid ${color.brand}; background: ${color.brand}; color: ${color.surface};
  cursor: pointer; }
[${panelAttribute}] button[data-quiet] { background: ${color.surface}; color: ${color.brand}; }
[${panelAttribute}] :focus-visible { outline: 3px solid ${color.focus}; outline-offset: 2px; }
[${panelAttribute}] ul { margin: 4px 0; padding-left: 18px; }
[${panelAttribute}] [data-problems] { color: ${color.error}; }
[${panelAttribute}] [data-forbidden] { color: ${color.error}; }
[${panelAttribute}] [data-row] { display: flex; gap: 8px; align-items: center; margin-top: 6px; }
[${panelAttribute}] [data-muted] { color: ${color.inkMuted}; }
`;
  document.head.append(style);
}

/** Whether a key is longer than its limit: the counter says so. */
function countText(copy: Copy, text: string, maxLength: number | undefined) {
  const length = [...text].length;
  return maxLength === undefined
    ? say(copy, 'length', { length })
    : say(copy, 'lengthLimit', { length, maxLength });
}

function glossaryList(copy: Copy, terms: GlossaryTerm[]) {
  const list = element('ul');
  for (const term of terms) {
    const item = element(
      'li',
      {},
      term.uses === 'forbidden'
        ? say(copy, 'glossaryForbidden', {
            avoid: term.avoid.join(', '),
            preferred: term.preferred,
          })
        : say(copy, 'glossaryPreferred', { preferred: term.preferred }),
      ` (${term.reason})`,
    );
    if (term.uses === 'forbidden') item.dataset.forbidden = '';
    list.append(item);
  }
  return list;
}

/** One language's text: editable, checked as it is typed, saved on its own. */
function languageSection(copy: Copy, info: KeyInfo, language: string, pageLanguage: string) {
  const id = `i18n-key-editor-${language}`;
  const names = new Intl.DisplayNames([pageLanguage], { type: 'language' });
  const name = `${names.of(language) ?? language} (${language})`;
  const isSource = language === info.defaultLanguage;
  const textarea = element('textarea', { id, rows: 3, value: info.texts[language] ?? '' });
  textarea.lang = language;
  textarea.dir = 'auto';
  const count = element('span', { id: `${id}-count` });
  count.dataset.muted = '';
  const problems = element('ul', { id: `${id}-problems` });
  problems.dataset.problems = '';
  const live = element('div', {}, problems);
  live.setAttribute('aria-live', 'polite');
  const status = element('span', { role: 'status' });
  const save = element('button', { type: 'button' }, say(copy, 'save'));
  save.dataset.save = language;
  textarea.setAttribute('aria-describedby', `${id}-count ${id}-problems`);

  const showProblems = ({ found, serverError }: Awaited<ReturnType<typeof post>>) => {
    const list = serverError
      ? [say(copy, 'serverError')]
      : found.map((problem) => problemText(copy, problem));
    problems.replaceChildren(...list.map((problem) => element('li', {}, problem)));
    textarea.setAttribute('aria-invalid', String(list.length > 0));
  };
  const edit = () => ({ reference: info.reference, language, text: textarea.value });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let checked = 0;
  const check = async () => {
    const asked = ++checked;
    const answer = await post('/__i18n/check', edit());
    if (asked === checked) showProblems(answer);
  };
  const saveText = async () => {
    clearTimeout(timer);
    status.textContent = say(copy, 'saving');
    const answer = await post('/__i18n/save', edit());
    showProblems(answer);
    status.textContent = answer.status === 200 ? say(copy, 'saved') : say(copy, 'notSaved');
  };
  textarea.addEventListener('input', () => {
    count.textContent = countText(copy, textarea.value, info.maxLength);
    status.textContent = '';
    clearTimeout(timer);
    timer = setTimeout(() => void check(), checkDelay);
  });
  textarea.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void saveText();
    }
  });
  save.addEventListener('click', () => void saveText());
  count.textContent = countText(copy, textarea.value, info.maxLength);
  if (info.texts[language] !== undefined) void check();

  const place = info.places[language];
  const label = element('label', { htmlFor: id }, name);
  if (isSource) label.append(` · ${say(copy, 'source')}`);
  const section = element('section', {}, label, textarea);
  section.dataset.language = language;
  if (place) section.append(element('div', {}, `${place.file}:${place.line}`));
  section.append(live, element('div', {}, count));
  const terms = info.glossary[language] ?? [];
  if (terms.length > 0)
    section.append(element('div', {}, say(copy, 'glossary')), glossaryList(copy, terms));
  const row = element('div', {}, save, status);
  row.dataset.row = '';
  section.append(row);
  return section;
}

export function closeKeyEditor() {
  if (!panel) return;
  panel.remove();
  panel = undefined;
  opener?.focus();
  opener = null;
}

/**
 * Opens the panel on `references` (the keys of the clicked element, the first shown), in the
 * page's language; `from` gets the focus back when it closes.
 */
export async function openKeyEditor(
  references: string[],
  keyInfo: (reference: string) => Promise<KeyInfo>,
  from: Element | null,
  shown = references[0],
) {
  if (!shown) return;
  const pageLanguage = document.documentElement.lang;
  let copy: Copy;
  let info: KeyInfo;
  try {
    [copy, info] = await Promise.all([editorCopy(pageLanguage), keyInfo(shown)]);
  } catch (error) {
    // The dev server's answer is missing: said where a developer looks, and a next click retries.
    console.error(`Key mode: the edit panel for ${shown} could not open:`, error);
    return;
  }
  installStyle();
  panel?.remove();
  if (from instanceof HTMLElement) opener = from;

  const titleId = 'i18n-key-editor-title';
  const close = element('button', { type: 'button' }, say(copy, 'close'));
  close.dataset.quiet = '';
  close.addEventListener('click', closeKeyEditor);
  const title = element('h2', { id: titleId }, say(copy, 'title'));
  const root = element('aside', {}, element('header', {}, title, close));
  root.setAttribute(panelAttribute, '');
  root.setAttribute(devUiAttribute, '');
  root.setAttribute('role', 'dialog');
  root.setAttribute('aria-labelledby', titleId);
  root.lang = pageLanguage;

  if (references.length > 1) {
    const others = element('div', {}, say(copy, 'otherKeys'), ' ');
    for (const reference of references) {
      const button = element('button', { type: 'button' }, reference);
      button.dataset.quiet = '';
      if (reference === shown) button.setAttribute('aria-current', 'true');
      button.addEventListener(
        'click',
        () => void openKeyEditor(references, keyInfo, opener, reference),
      );
      others.append(button, ' ');
    }
    root.append(others);
  }

  const facts = element('dl');
  const fact = (term: string, value: string) =>
    facts.append(element('dt', {}, say(copy, term)), element('dd', {}, value));
  fact('key', info.reference);
  const place = info.places[pageLanguage] ?? info.places[info.defaultLanguage];
  if (place) fact('file', `${place.file}:${place.line}`);
  fact('description', info.description ?? say(copy, 'noDescription'));
  fact(
    'limit',
    info.maxLength === undefined
      ? say(copy, 'noLimit')
      : say(copy, 'limitValue', { maxLength: info.maxLength }),
  );
  root.append(facts);

  const languages = Object.keys(info.texts).sort(
    (a, b) => Number(b === info.defaultLanguage) - Number(a === info.defaultLanguage),
  );
  for (const language of languages) {
    root.append(languageSection(copy, info, language, pageLanguage));
  }
  const hint = element('p', {}, say(copy, 'hint'));
  hint.dataset.muted = '';
  root.append(hint);
  root.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      closeKeyEditor();
    }
  });
  document.body.append(root);
  panel = root;
  const ownText = root.querySelector<HTMLTextAreaElement>(`#i18n-key-editor-${pageLanguage}`);
  (ownText ?? root.querySelector('textarea'))?.focus();
}
