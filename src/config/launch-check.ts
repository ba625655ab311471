/**
 * The launch check: every value in the configuration that is still the template's placeholder,
 * and every dated legal figure whose validity has run out. A local demo runs with all of them
 * (`npm start`, `npm test`); a production build (`SITE_ENV=production`) and
 * `npm run launch-check` refuse them. Pure: the caller passes the configuration, the build
 * variables, docs/legal-sources.md and the date, so tests can give any of them.
 */

import { emailjsReportTemplateVariable, emailjsVariables } from './email-variables';
import { isCountryCode } from '../lib/country-name';
import { siteDefaults } from './site-defaults';
import { hostedInTurkey } from './site';

/** What the check reads from src/config/site.ts (structural, so tests can pass a finished one). */
export interface LaunchSite {
  origin: string;
  parentCompany: string;
  contact: {
    email: string;
    phone: string;
    phoneDisplay: string;
    address: { street: string; district: string; city: string; postalCode: string };
  };
  company: {
    legalName?: string | undefined;
    mersisNumber?: string | undefined;
    tradeRegistry?: string | undefined;
    kepAddress?: string | undefined;
  };
  formDelivery: {
    provider?: string | undefined;
    country?: string | undefined;
    transferMechanism?: string | undefined;
  };
  hosting: {
    provider?: string | undefined;
    country?: string | undefined;
    transferMechanism?: string | undefined;
  };
  processor: {
    dpa?: string | undefined;
    hosting?: { provider: string; country: string; transferMechanism?: string } | undefined;
    subprocessors?: string | readonly unknown[] | undefined;
    breachNoticeHours?: number | undefined;
    endOfContract?: { action: string; days: number } | undefined;
    verbis?: string | undefined;
  };
  references: { sample: boolean; logos: readonly { id: string }[] };
}

export interface LaunchInput {
  /** src/config/site.ts `site`, walked for `.example` values. */
  site: LaunchSite;
  /** The plans' amounts and currency, and whether they are samples (locales/plans.json). */
  pricing: { sample: boolean; currency: string; prices: readonly number[] };
  /** The `VITE_*` build variables. */
  env: Record<string, string | undefined>;
  /** Cookie providers with their art. 9 transfer mechanism (src/content/cookies.ts). */
  cookieProviders: Readonly<
    Record<string, { name: string; transferMechanism?: string | undefined }>
  >;
  /** The text of docs/legal-sources.md. */
  legalSources: string;
  now: Date;
}

export interface LaunchProblem {
  /** Stable id of the kind of placeholder (tests and the report group by it). */
  id:
    | 'example-domain'
    | 'sample-logos'
    | 'default-address'
    | 'default-phone'
    | 'company-identity'
    | 'form-delivery'
    | 'hosting'
    | 'processor-terms'
    | 'verbis'
    | 'emailjs'
    | 'site-origin'
    | 'prices'
    | 'security-txt'
    | 'cookie-transfer'
    | 'legal-figure';
  message: string;
}

/** The EmailJS variables a launched build must set. */
const emailjsVariableNames = Object.values(emailjsVariables);

/** A `.example` host (RFC 2606) in a URL or an e-mail address. */
const exampleDomain = /(?:^|[@./])[\w-]+\.example(?:$|[/:?#])/i;

/** The template's social links point at an account named "example". */
const exampleAccount = /^https:\/\/[^/]+\/(?:[\w-]+\/)*example\/?$/i;

/** Every string of a value with its key path, for the `.example` search. */
function strings(value: unknown, prefix: string): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path: prefix, text: value }];
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${prefix}.${key}`));
}

export interface DatedFigure {
  /** Source id in docs/legal-sources.md. */
  source: string;
  figure: string;
  /** The locale keys (`namespace:key.path`) that state the figure. */
  usedIn: string[];
  /** Last day the figure is valid (ISO date). */
  validThrough: string;
}

/** The rows of the "Dated figures" table of docs/legal-sources.md. */
export function datedFigures(legalSources: string): DatedFigure[] {
  const start = legalSources.indexOf('\n## Dated figures');
  if (start < 0) return [];
  const end = legalSources.indexOf('\n## ', start + 1);
  return legalSources
    .slice(start, end < 0 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) => {
      const [source = '', figure = '', usedIn = '', validThrough = ''] = line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      const keys = usedIn.match(/`[^`]+`/g) ?? [];
      return { source, figure, usedIn: keys.map((key) => key.slice(1, -1)), validThrough };
    });
}

/** Figures whose last valid day is before `now` (compared in UTC, by calendar day). */
export function expiredFigures(legalSources: string, now: Date): DatedFigure[] {
  const today = now.toISOString().slice(0, 10);
  return datedFigures(legalSources).filter((figure) => figure.validThrough < today);
}

/** The notices name a country in the page's language, which needs its ISO code. */
const notACountryCode = (field: string, value: string | undefined) =>
  `${field}: "${value}" is not an ISO 3166-1 alpha-2 code ("DE", "TR"); the notices name the country in each page's language`;

export function launchProblems(input: LaunchInput): LaunchProblem[] {
  const { site, env } = input;
  const problems: LaunchProblem[] = [];
  const add = (id: LaunchProblem['id'], message: string) => problems.push({ id, message });

  for (const { path, text } of strings(site, 'site')) {
    if (exampleDomain.test(text)) add('example-domain', `${path} is on a .example domain: ${text}`);
    else if (exampleAccount.test(text))
      add('example-domain', `${path} is an example account: ${text}`);
  }
  if (site.references.sample && site.references.logos.length > 0) {
    add(
      'sample-logos',
      `site.references: ${site.references.logos.length} sample logos of invented companies (replace with permitted customers or an empty list, then sample: false)`,
    );
  }
  if (site.contact.address.street === siteDefaults.street) {
    add(
      'default-address',
      `site.contact.address is the template's: ${site.contact.address.street}`,
    );
  }
  if (site.contact.phone === siteDefaults.phone) {
    add('default-phone', `site.contact.phone is the template's: ${site.contact.phoneDisplay}`);
  }
  const { legalName, mersisNumber, kepAddress } = site.company;
  const identity = [
    !legalName && 'legalName (ticaret unvanı)',
    !(mersisNumber && /^\d{16}$/.test(mersisNumber)) && 'mersisNumber (16 digits)',
    !kepAddress && 'kepAddress (KEP)',
  ].filter(Boolean);
  if (identity.length > 0) {
    add('company-identity', `site.company: unset ${identity.join(', ')}`);
  }
  const delivery = Object.entries({
    provider: site.formDelivery.provider,
    country: site.formDelivery.country,
    transferMechanism: site.formDelivery.transferMechanism,
  })
    .filter(([, value]) => !value)
    .map(([key]) => key);
  if (delivery.length > 0) {
    add(
      'form-delivery',
      `site.formDelivery: unset ${delivery.join(', ')} (the contact-form notice shows a placeholder for the KVKK art. 9 transfer)`,
    );
  } else if (!isCountryCode(site.formDelivery.country ?? '')) {
    add('form-delivery', notACountryCode('site.formDelivery.country', site.formDelivery.country));
  }
  const hosting = [
    !site.hosting.provider && 'provider',
    !site.hosting.country && 'country',
    !site.hosting.transferMechanism &&
      !hostedInTurkey(site.hosting.country) &&
      'transferMechanism (or the country TR)',
  ].filter(Boolean);
  if (hosting.length > 0) {
    add(
      'hosting',
      `site.hosting: unset ${hosting.join(', ')} (both notices show a placeholder for the host of the site, its logs and the consent log)`,
    );
  }
  if (site.hosting.country && !isCountryCode(site.hosting.country)) {
    add('hosting', notACountryCode('site.hosting.country', site.hosting.country));
  }
  const consentLogHost = site.processor.hosting;
  if (consentLogHost && !isCountryCode(consentLogHost.country)) {
    add(
      'processor-terms',
      notACountryCode('site.processor.hosting.country', consentLogHost.country),
    );
  }
  if (
    consentLogHost &&
    !hostedInTurkey(consentLogHost.country) &&
    !consentLogHost.transferMechanism
  ) {
    add(
      'processor-terms',
      `site.processor.hosting: the consent records are kept in ${consentLogHost.country} without a transferMechanism (KVKK art. 9)`,
    );
  }
  const { verbis, ...terms } = site.processor;
  const processorTerms = (
    ['dpa', 'hosting', 'subprocessors', 'breachNoticeHours', 'endOfContract'] as const
  ).filter((key) => terms[key] === undefined);
  if (processorTerms.length > 0) {
    add(
      'processor-terms',
      `site.processor: unset ${processorTerms.join(', ')} (the product page shows placeholders for the terms as data processor)`,
    );
  }
  if (!verbis) {
    add(
      'verbis',
      'site.processor.verbis: unset (the product page shows a placeholder for the VERBİS status: registered or exempt)',
    );
  }
  const missingIds = emailjsVariableNames.filter((name) => !env[name]?.trim());
  if (missingIds.length > 0) {
    add(
      'emailjs',
      `forms: missing ${missingIds.join(', ')} (requests would go to the local outbox)`,
    );
  }
  if (env.VITE_SCANNER_URL?.trim() && !env[emailjsReportTemplateVariable]?.trim()) {
    add(
      'emailjs',
      `scan report: missing ${emailjsReportTemplateVariable} (with the EmailJS ids set, the report offers no "send me this report" form)`,
    );
  }
  if (!env.VITE_SITE_ORIGIN?.trim() || site.origin === siteDefaults.origin) {
    add('site-origin', `VITE_SITE_ORIGIN unset: canonical URLs use ${site.origin}`);
  }
  if (input.pricing.sample) {
    add(
      'prices',
      `locales/plans.json "sample": the amounts ${input.pricing.prices.join('/')} and the currency ${input.pricing.currency} are samples`,
    );
  }
  if (exampleDomain.test(`@${site.contact.email.split('@')[1] ?? ''}`)) {
    add(
      'security-txt',
      `/.well-known/security.txt Contact is site.contact.email: ${site.contact.email}`,
    );
  }
  for (const [id, provider] of Object.entries(input.cookieProviders)) {
    if (!provider.transferMechanism) {
      add(
        'cookie-transfer',
        `cookieProviders.${id} (${provider.name}): unset transferMechanism (KVKK art. 9; the cookie policy shows a placeholder)`,
      );
    }
  }
  for (const figure of expiredFigures(input.legalSources, input.now)) {
    add(
      'legal-figure',
      `docs/legal-sources.md: ${figure.source} (${figure.figure}) was valid through ${figure.validThrough}`,
    );
  }
  return problems;
}

/** The one line a local build prints while placeholders are left. */
export function notLaunchReadyLine(problems: readonly LaunchProblem[]): string {
  return `Not launch-ready: ${problems.length} placeholder(s) left in the configuration (local demo only; \`npm run launch-check\` lists them).`;
}
