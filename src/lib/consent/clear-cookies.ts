import { declaredCookies } from '../../content/cookies';
import { optionalCategories, type Choice } from './categories';

/**
 * Withdrawing must stop the processing, not only future loads: deletes the declared cookies of
 * every category the choice denies, on this host and each parent domain (GA sets its cookies on
 * the registrable domain).
 */
export function clearDeniedCookies(choice: Choice, doc: Document = document) {
  const present = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
  const labels = doc.location.hostname.split('.');
  const domains = labels.map((_, index) => labels.slice(index).join('.')).slice(0, -1);
  for (const category of optionalCategories) {
    if (choice[category]) continue;
    for (const cookie of declaredCookies[category]) {
      const names = present.filter((name) =>
        cookie.prefix ? name.startsWith(cookie.name) : name === cookie.name,
      );
      for (const name of names) {
        const expired = `${name}=; Max-Age=0; path=/`;
        doc.cookie = expired;
        for (const domain of domains) doc.cookie = `${expired}; domain=${domain}`;
      }
    }
  }
}
