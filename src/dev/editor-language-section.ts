/** One language's part of the edit panel: its text, editable, checked as typed, saved on its own. */
import { element } from './editor-dom';
import { postEdit, type EditAnswer, type GlossaryTerm, type KeyInfo } from './editor-requests';
import { problemText, say, type Copy } from './problem-text';

const checkDelay = 250;

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
export function languageSection(copy: Copy, info: KeyInfo, language: string, pageLanguage: string) {
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

  const showProblems = ({ found, serverError }: EditAnswer) => {
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
    const answer = await postEdit('/__i18n/check', edit());
    if (asked === checked) showProblems(answer);
  };
  const saveText = async () => {
    clearTimeout(timer);
    status.textContent = say(copy, 'saving');
    const answer = await postEdit('/__i18n/save', edit());
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
