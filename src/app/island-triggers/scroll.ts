import { interactions, type Trigger } from './trigger';

/** The first scroll of the page, or an interaction inside the island. */
const scroll: Trigger<'scroll'> = {
  arm(container, _, met, retry) {
    if (!retry && scrollY > 0) return met();
    addEventListener('scroll', met, { once: true, passive: true });
    for (const type of interactions) container.addEventListener(type, met, { once: true });
  },
};

export default scroll;
