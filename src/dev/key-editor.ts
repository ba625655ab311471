/**
 * Key mode's edit panel (`npm run dev` only; ./key-mode.ts opens it): for the string a translator
 * clicked, its key, file, description and limit, the glossary terms it touches, and its text in
 * every language, each editable. As the translator types, the dev server runs the i18n check on
 * the new text (`/__i18n/check`); Save writes it into the locale file (`/__i18n/save`), and the
 * page shows it at once (./live-copy.ts). The panel's own words come from
 * locales/<lng>/key-editor.json in the page's language (`/__i18n/editor-copy`).
 */
import { element, installStyle, panelAttribute } from './editor-dom';
import { languageSection } from './editor-language-section';
import { editorCopy, type KeyInfo } from './editor-requests';
import { devUiAttribute } from './mark-page';
import { say, type Copy } from './problem-text';

let panel: HTMLElement | undefined;
let opener: HTMLElement | null = null;

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
