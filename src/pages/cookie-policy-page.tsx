import { CookiePolicy } from '../sections/cookie-policy/cookie-policy';

/** `/cerez-politikasi`: what the site stores, generated from the consent configuration. */
export function Component() {
  return <CookiePolicy />;
}
