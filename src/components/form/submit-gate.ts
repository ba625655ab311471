import { SUBMIT_GATE } from '../../routing/page-markers';

/**
 * Keeps a form's submit button in step with its gate box while the form's island has not
 * hydrated yet (`hydrated` says when it has; React owns the button from then on). The island
 * loader runs this on the prerendered HTML, where the button starts disabled: a box the visitor
 * ticks, or the browser restored, enables it before any of the form's code has loaded.
 */
export function gateSubmit(container: HTMLElement, hydrated: () => boolean) {
  const sync = (box: Element | null) => {
    if (hydrated() || !(box instanceof HTMLInputElement) || !box.hasAttribute(SUBMIT_GATE)) return;
    const submit = box.form?.querySelector('[type=submit]');
    if (submit instanceof HTMLButtonElement) submit.disabled = !box.checked;
  };
  container.querySelectorAll(`[${SUBMIT_GATE}]`).forEach(sync);
  container.addEventListener('change', (event) => sync(event.target as Element));
}
