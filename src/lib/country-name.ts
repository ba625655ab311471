/**
 * Countries in the configuration are ISO 3166-1 alpha-2 codes ("DE"); the pages name them in
 * their own language ("Almanya", "Germany"), so one value serves every locale.
 */

/** Whether a configured country is an ISO 3166-1 alpha-2 code, as the notices need it. */
export const isCountryCode = (value: string) => /^[A-Z]{2}$/.test(value);

/**
 * A namer for one page language: the country's name for a code. A value that is no code is
 * returned as written, so a local demo still renders; the launch check refuses such a value.
 */
export function countryNamer(language: string): (country: string) => string {
  const names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
  return (country) => (isCountryCode(country) ? (names.of(country) ?? country) : country);
}
