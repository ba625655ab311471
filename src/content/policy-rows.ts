/**
 * Our own cookie policy's rows (the row shape and the table are shared with the scanner's policy
 * draft: packages/scanner-contract/policy-row.ts), from the declared cookies (cookies.ts).
 */
import type { PolicyRow } from '../../packages/scanner-contract/policy-row';
import type { OptionalCategory } from '../lib/consent/categories';
import {
  consentRecordStorage,
  cookieProviders,
  declaredCookies,
  type DeclaredCookie,
} from './cookies';

/** The declared cookies of one optional category, as our policy lists them. */
export function declaredRows(category: OptionalCategory): PolicyRow[] {
  return declaredCookies[category].map((cookie: DeclaredCookie) => {
    const provider = cookieProviders[cookie.provider];
    return {
      key: cookie.id,
      name: cookie.name,
      prefix: cookie.prefix === true,
      storage: 'cookie',
      provider: { name: provider.name, legalName: provider.legalName },
      writtenByProviderScript: true,
      party: cookie.party,
      purpose: `cookies.${cookie.id}`,
      duration: cookie.duration,
    };
  });
}

/** The record of the visitor's choice: this site's own, in local storage. */
export function consentRecordRow(): PolicyRow {
  return {
    key: consentRecordStorage.key,
    name: consentRecordStorage.key,
    prefix: false,
    storage: 'localStorage',
    provider: 'site',
    writtenByProviderScript: false,
    party: 'first',
    purpose: 'record.purpose',
    duration: { value: consentRecordStorage.validDays, unit: 'day' },
  };
}
