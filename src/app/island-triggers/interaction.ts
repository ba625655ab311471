import { gateSubmit } from '../../components/form/submit-gate';
import { interactions, type Trigger } from './trigger';

/**
 * The first interaction inside the island; a submit inside it that comes first is held and sent
 * once the island is ready. The submit gate and the submit hold start together: the prerendered
 * submit button stays disabled (so nothing can be submitted) until both are in place.
 */
const interaction: Trigger<'interaction'> = {
  arm(container, _, met, retry) {
    for (const type of interactions) container.addEventListener(type, met, { once: true });
    // Focus that arrived before this script (a visitor already typing): now.
    if (!retry && container.contains(document.activeElement)) met();
  },
  hold(container, _, island) {
    gateSubmit(container, island.ready);
    container.addEventListener(
      'submit',
      (event) => {
        if (island.ready()) return;
        event.preventDefault();
        event.stopImmediatePropagation();
        const form = event.target as HTMLFormElement;
        const submitter = (event as SubmitEvent).submitter;
        island.wake((ready) => ready && form.requestSubmit(submitter));
      },
      { capture: true },
    );
  },
};

export default interaction;
