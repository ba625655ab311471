/**
 * `GET /api/scans/<id>/policy?lang=`: a draft cookie policy for the scanned site, as one HTML
 * document with no script, its one style element allowed by hash. The table is our own policy's
 * (PolicyTable, packages/scanner-contract/policy-table.tsx), rendered here with react-dom/server
 * and the locale files read from disk: the site's i18n and theme modules need the bundler, the
 * scanner runs under tsx. What a scan cannot know is a marked field for the owner.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { createHash } from 'node:crypto';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { languageConfig, readLocale, textDirection } from '../../locales/locales.ts';
import { dateLocale } from '../../../packages/scanner-contract/date-locale.ts';
import {
  OwnerField,
  PolicyTable,
  type PolicyColumn,
} from '../../../packages/scanner-contract/policy-table.tsx';
import { draftGroups, draftRecipients, type DraftGroup } from './policy-draft-rows.ts';
import type { ScanReport } from '../../../packages/scanner-contract/report.ts';

export const DRAFT_COLUMNS: readonly PolicyColumn[] = [
  'name',
  'type',
  'provider',
  'party',
  'purpose',
  'duration',
];

/** The languages a draft can be written in: those the site is built in. */
export const draftLanguages = (): string[] => languageConfig({ pseudo: false }).languages;

const instances = new Map<string, I18n>();

/**
 * An i18next instance for `language` from locales/<language>/*.json, set up as the site's own
 * (src/i18n/create-i18n.ts: synchronous, no escaping, React escapes).
 */
export function draftI18n(language: string): I18n {
  let i18n = instances.get(language);
  if (i18n) return i18n;
  const bundles = readLocale(language);
  i18n = createInstance().use(initReactI18next);
  void i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: bundles } as Record<string, Record<string, object>>,
    defaultNS: 'common',
    ns: Object.keys(bundles),
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  instances.set(language, i18n);
  return i18n;
}

/**
 * The draft's own colours: it is the scanned site's document, to be restyled by its owner, so it
 * carries neutral ones rather than this site's brand. The policy table reads `divider` and
 * `background.subtle` from the theme.
 */
const draftColour = {
  ink: '#1f2937',
  border: '#d1d5db',
  headerCell: '#f3f4f6',
  ownerField: '#fef3c7',
  ownerOutline: '#92400e',
} as const;

const draftTheme = createTheme({
  palette: {
    text: { primary: draftColour.ink },
    divider: draftColour.border,
    background: { subtle: draftColour.headerCell },
  },
});

const draftSx = {
  maxWidth: 1080,
  mx: 'auto',
  p: 3,
  fontFamily: 'system-ui, sans-serif',
  lineHeight: 1.5,
  color: draftColour.ink,
  '& [data-placeholder]': {
    bgcolor: draftColour.ownerField,
    outline: `1px dashed ${draftColour.ownerOutline}`,
    px: 0.5,
  },
  '& [data-draft-notice]': {
    p: 2,
    border: `2px solid ${draftColour.ownerOutline}`,
    fontWeight: 700,
  },
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, mb: 2 },
  '& dt': { fontWeight: 700 },
  '& dd': { m: 0 },
  '& td, & th': { overflowWrap: 'anywhere', textAlign: 'start', verticalAlign: 'top', p: 1 },
  '& ol li, & ul li': { mb: 0.5 },
} as const;

/**
 * The sections a notice under KVKK art. 10 and the Communiqué on the Obligation to Inform (art. 4)
 * must have, in the draft's order: each is a `section[data-section]`, fixed text or owner fields.
 */
export const DRAFT_SECTIONS = [
  'controller',
  'purposes',
  'method',
  'recipients',
  'logs',
  'rights',
  'apply',
  'consent',
  'effective',
] as const;

/**
 * `text` with each `{{name}}` of `fields` as a marked owner field: a fixed sentence (the contact
 * notice's how-to-apply) whose values only the owner knows.
 */
function withOwnerFields(
  text: (values: Record<string, string>) => string,
  fields: Record<string, string>,
): ReactNode[] {
  const marker = '\u0000';
  const values = Object.fromEntries(
    Object.keys(fields).map((name) => [name, `${marker}${name}${marker}`]),
  );
  return text(values)
    .split(marker)
    .map((part, index) =>
      index % 2 === 1 && fields[part] !== undefined ? (
        <OwnerField key={index} id={`policy-${part}`}>
          {fields[part]}
        </OwnerField>
      ) : (
        part
      ),
    );
}

function PolicyDraft({ report, groups }: { report: ScanReport; groups: DraftGroup[] }) {
  // The method section says consent-based cookies wait for consent: a promise this scan saw broken.
  const setBeforeConsent = report.findings.some(
    (finding) =>
      finding.id === 'non-essential-before-choice' || finding.id === 'non-essential-after-reject',
  );
  const { t, i18n } = useTranslation([
    'cookie-scanner',
    'consent-policy',
    'consent',
    'contact-notice',
  ]);
  const date = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'long',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(report.startedAt));
  const host = new URL(report.finalUrl || report.url).hostname;
  const recipients = draftRecipients(report);
  const rights = t('contact-notice:sections.rights.items', { returnObjects: true }) as string[];
  const apply = t('contact-notice:sections.apply.intro', { returnObjects: true }) as string[];
  /** The paragraph `index` of the contact notice's how-to-apply, with these values. */
  const applyText = (index: number) => (values: Record<string, string>) =>
    (
      t('contact-notice:sections.apply.intro', {
        returnObjects: true,
        ...values,
      }) as string[]
    )[index] ?? '';
  return (
    <Box component="main" sx={draftSx}>
      <p data-draft-notice>{t('policyDraft.notice', { date })}</p>
      <h1>{t('policyDraft.title', { host })}</h1>
      <div data-draft-lead>
        <p>{t('policyDraft.lead', { url: report.finalUrl || report.url })}</p>
        <ol>
          {(['write', 'check', 'fixed', 'remove'] as const).map((step) => (
            <li key={step}>{t(`policyDraft.steps.${step}`)}</li>
          ))}
        </ol>
      </div>
      <section data-section="controller">
        <h2>{t('consent-policy:controller.title')}</h2>
        <p>
          <OwnerField id="policy-controller">{t('policyDraft.owner.controller')}</OwnerField>
        </p>
      </section>
      <section data-section="purposes">
        <h2>{t('consent-policy:categories.title')}</h2>
        <p>{t('policyDraft.categoriesIntro')}</p>
        {groups.length === 0 && <p>{t('policyDraft.none')}</p>}
        {groups.map(({ category, rows }) => (
          <section key={category} data-category={category}>
            <h3>
              {category === 'unknown'
                ? t('policyDraft.unknown.title')
                : t(`consent:categories.${category}.name`)}
            </h3>
            {category === 'unknown' ? (
              <p>{t('policyDraft.unknown.text')}</p>
            ) : (
              <dl>
                <dt>{t('policyDraft.purposeLabel')}</dt>
                <dd>
                  <OwnerField id="policy-category-purpose">
                    {t('policyDraft.owner.purpose')}
                  </OwnerField>
                </dd>
                <dt>{t('consent-policy:categories.groundLabel')}</dt>
                <dd>
                  <OwnerField id="policy-ground">{t(`policyDraft.grounds.${category}`)}</OwnerField>
                </dd>
              </dl>
            )}
            <PolicyTable rows={rows} columns={DRAFT_COLUMNS} />
          </section>
        ))}
      </section>
      <section data-section="method">
        <h2>{t('policyDraft.method.title')}</h2>
        <p>{t('policyDraft.method.text')}</p>
        {setBeforeConsent && (
          <p>
            <OwnerField id="policy-method-scan">{t('policyDraft.method.notYetTrue')}</OwnerField>
          </p>
        )}
      </section>
      <section data-section="recipients">
        <h2>{t('consent-policy:transfers.title')}</h2>
        <p>{t('policyDraft.recipients.intro')}</p>
        {recipients.length === 0 ? (
          <p>
            <OwnerField id="policy-transfer">{t('policyDraft.recipients.none')}</OwnerField>
          </p>
        ) : (
          <>
            <p>
              <OwnerField id="policy-transfer">{t('policyDraft.recipients.checklist')}</OwnerField>
            </p>
            <table>
              <thead>
                <tr>
                  {(['recipient', 'hosts', 'purpose', 'country', 'basis'] as const).map(
                    (column) => (
                      <th key={column} scope="col">
                        {t(`policyDraft.recipients.columns.${column}`)}
                      </th>
                    ),
                  )}
                </tr>
              </thead>
              <tbody>
                {recipients.map((recipient) => (
                  <tr key={recipient.hosts.join(' ')}>
                    <td>
                      <OwnerField id="policy-recipient">
                        {recipient.owner !== null
                          ? t('policyDraft.owner.recipientHint', { owner: recipient.owner })
                          : t('policyDraft.owner.recipient')}
                      </OwnerField>
                    </td>
                    <td>
                      {recipient.hosts.map((name, index) => (
                        <span key={name}>
                          {index > 0 && ', '}
                          <code>{name}</code>
                        </span>
                      ))}
                    </td>
                    <td>
                      <OwnerField id="policy-transfer-purpose">
                        {t('policyDraft.owner.transferPurpose')}
                      </OwnerField>
                    </td>
                    <td>
                      <OwnerField id="policy-country">{t('policyDraft.owner.country')}</OwnerField>
                    </td>
                    <td>
                      <OwnerField id="policy-basis">{t('policyDraft.owner.basis')}</OwnerField>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <p>{t('consent-policy:transfers.others')}</p>
      </section>
      <section data-section="logs">
        <h2>{t('consent-policy:serverLogs.title')}</h2>
        <p>
          <OwnerField id="policy-logs">{t('policyDraft.owner.logs')}</OwnerField>
        </p>
      </section>
      <section data-section="rights">
        <h2>{t('contact-notice:sections.rights.title')}</h2>
        <p>{t('policyDraft.rights.intro')}</p>
        <ul>
          {rights.map((right) => (
            <li key={right}>{right}</li>
          ))}
        </ul>
      </section>
      <section data-section="apply">
        <h2>{t('contact-notice:sections.apply.title')}</h2>
        {apply.map((_, index) => (
          <p key={index}>
            {withOwnerFields((values) => applyText(index)(values), {
              kep: t('policyDraft.owner.kep'),
              email: t('policyDraft.owner.email'),
            })}
          </p>
        ))}
      </section>
      <section data-section="consent">
        <h2>{t('policyDraft.consent.title')}</h2>
        <p>
          {t('policyDraft.consent.text')}{' '}
          <OwnerField id="policy-consent">{t('policyDraft.owner.consent')}</OwnerField>
        </p>
        <p>{t('policyDraft.consent.browser')}</p>
      </section>
      <section data-section="effective">
        <p>
          {withOwnerFields((values) => t('contact-notice:effective', values as { date: string }), {
            date: t('policyDraft.owner.effective'),
          })}
        </p>
      </section>
    </Box>
  );
}

export interface RenderedDraft {
  html: string;
  /** The Content-Security-Policy that lets exactly this document's style element apply. */
  csp: string;
}

/**
 * `element` rendered in `language` with its emotion styles extracted into one style element
 * (for the document's head) instead of inline ones.
 */
export function renderWithStyles(element: ReactNode, language: string) {
  const cache = createCache({ key: 'css' });
  // Styles are collected for one style element, not written inline before each component.
  cache.compat = true;
  const server = createEmotionServer(cache);
  const body = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ThemeProvider theme={draftTheme}>
        <I18nextProvider i18n={draftI18n(language)}>{element}</I18nextProvider>
      </ThemeProvider>
    </CacheProvider>,
  );
  const { styles } = server.extractCriticalToChunks(body);
  return { body, css: styles.map((chunk) => chunk.css).join('') };
}

/** The draft of `report` in `language` (one of draftLanguages()). */
export function policyDraft(report: ScanReport, language: string): RenderedDraft {
  const { body, css } = renderWithStyles(
    <PolicyDraft report={report} groups={draftGroups(report)} />,
    language,
  );
  const title = draftI18n(language).t('cookie-scanner:policyDraft.title', {
    host: new URL(report.finalUrl || report.url).hostname,
  });
  const html = `<!doctype html>${renderToStaticMarkup(
    <html lang={language} dir={textDirection(language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{title}</title>
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body dangerouslySetInnerHTML={{ __html: body }} />
    </html>,
  )}`;
  const styleHash = createHash('sha256').update(css).digest('base64');
  const csp = [
    "default-src 'none'",
    `style-src 'sha256-${styleHash}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  return { html, csp };
}
