import type { Trigger } from './trigger';

/** While the media query matches (it waits until it does). */
const media: Trigger<'media'> = {
  arm(_, query, met) {
    const list = matchMedia(query);
    if (list.matches) return met();
    list.addEventListener('change', () => list.matches && met());
  },
};

export default media;
