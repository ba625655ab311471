import { inject } from 'vitest';

/** The site server that tests/support/global-setup.ts started for this run (`npm start`'s own). */
export function baseUrl() {
  return inject('baseUrl');
}
