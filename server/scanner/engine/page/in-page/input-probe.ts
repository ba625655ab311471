/**
 * Runs in the scanned page for the input probe (bundled by page-script.ts): a guard installed
 * before any script of the page, the visible text and email fields, and focus on one of them (the
 * keys are typed by the browser, as a visitor types them). The probe types and reads; it submits
 * nothing and never lets the page see a field left.
 */
import type { FieldInfo } from '../page-api.ts';

export type { FieldInfo };

const KEY = '__scanProbeFields';

/**
 * Leaving a field (focus moving to the next one) fires change, blur and focusout; a real site may
 * sign the typed address up for a newsletter on them. They stop at window's capture phase, before
 * any listener of the page (this runs before its scripts), the field's own included.
 */
const LEAVING_EVENTS = ['change', 'blur', 'focusout'] as const;

/**
 * Nothing typed is ever submitted, and the page never learns a field was left: submit events are
 * cancelled before any listener of the page sees them (capture phase, on window), a script's own
 * `submit()`/`requestSubmit()` does nothing, and change, blur and focusout stop at window.
 */
export function guardProbePage(): void {
  window.addEventListener(
    'submit',
    (event) => {
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
  for (const type of LEAVING_EVENTS) {
    window.addEventListener(type, (event) => event.stopImmediatePropagation(), true);
  }
  const noop = () => undefined;
  Object.defineProperty(HTMLFormElement.prototype, 'submit', { value: noop });
  Object.defineProperty(HTMLFormElement.prototype, 'requestSubmit', { value: noop });
}

function visible(input: HTMLInputElement): boolean {
  if (input.disabled || input.readOnly || input.offsetWidth === 0 || input.offsetHeight === 0)
    return false;
  const style = getComputedStyle(input);
  return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
}

/** The visible, editable text and email fields of this document, in document order. */
const probeFields = (): HTMLInputElement[] =>
  Array.from(document.querySelectorAll('input')).filter(
    (input) => (input.type === 'text' || input.type === 'email') && visible(input),
  );

/** Whether this document has a field the probe would type into; nothing is kept in the page. */
export function hasProbeFields(): boolean {
  return probeFields().length > 0;
}

/** Up to `max` visible, editable text and email fields of this document, in document order. */
export function findProbeFields(max: number): FieldInfo[] {
  const inputs = probeFields().slice(0, max);
  Object.defineProperty(window, KEY, { value: inputs, configurable: true, enumerable: false });
  return inputs.map((input) => ({
    kind: input.type === 'email' ? 'email' : 'text',
    name: (input.name || input.id || input.type).slice(0, 64),
  }));
}

const fieldAt = (index: number): HTMLInputElement | null => {
  const inputs = (window as unknown as Record<string, unknown>)[KEY];
  const input = Array.isArray(inputs) ? (inputs[index] as unknown) : null;
  return input instanceof HTMLInputElement && input.isConnected ? input : null;
};

/** Empties and focuses the `index`-th field found; false when it is gone. */
export function focusProbeField(index: number): boolean {
  const input = fieldAt(index);
  if (!input) return false;
  input.value = '';
  input.focus();
  return document.activeElement === input;
}
