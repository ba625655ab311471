import { scannerDefaults } from '../../packages/scanner-contract/scanner-defaults';

/** Order of the parts of the contact-form information notice (copy: locales/tr/contact-notice.json). */
export const noticeSections = [
  { id: 'controller', withContact: true },
  { id: 'data' },
  { id: 'purposes' },
  { id: 'legalBasis' },
  // The transfer abroad (KVKK art. 9) is named from the site config, between intro and outro.
  { id: 'recipients', withTransfer: true },
  { id: 'retention' },
  // The free cookie scan on the scan page: the address, the report and the rate limiter's IP.
  { id: 'cookieScan' },
  // The web server's access logs; the host of the site (and of the consent log) is named here.
  { id: 'serverLogs', withHosting: true },
  { id: 'rights' },
  { id: 'apply' },
] as const;

export type NoticeSectionId = (typeof noticeSections)[number]['id'];

/** Effective date of the contact-form notice (ISO date): change it whenever the notice changes. */
export const noticeDate = '2026-11-25';

/** Days the cookie scanner keeps a scan's address and report, as the notice states it. */
export const scanRetentionDays = scannerDefaults.retentionDays;
