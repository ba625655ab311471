/** The edit panel's elements and its one style sheet, in the theme's colours. */
import { tokens } from '../theme/tokens';
import { devUiAttribute } from './mark-page';

export const panelAttribute = 'data-i18n-key-editor';
const styleAttribute = 'data-i18n-key-editor-style';

export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  properties: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), properties);
  node.append(...children);
  return node;
}

export function installStyle() {
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
