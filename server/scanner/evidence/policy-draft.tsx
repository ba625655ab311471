/**
 * `GET /api/scans/<id>/policy?lang=`: a draft cookie policy for the scanned site, as one HTML
 * document with no script, its one style element allowed by hash. The table is our own policy's
 * (PolicyTable, src/sections/cookie-policy/policy-table.tsx), rendered here with react-dom/server
 * and the locale files read from disk: the site's i18n and theme modules need the bundler, the
 * scanner runs under tsx. What a scan cannot know is a marked field for the owner.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Box from '@mui/material/Box';
import { createHash } from 'node:crypto';
import { createInstance, type i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { languageConfig, readLocale, textDirection } from '../../locales/locales.ts';
import { dateLocale } from '../../../src/lib/format-date.ts';
import {
  OwnerField,
  PolicyTable,
  type PolicyColumn,
} from '../../../src/sections/cookie-policy/policy-table.tsx';
import { tokens } from '../../../src/theme/tokens.ts';
import { draftGroups, type DraftGroup } from './policy-draft-rows.ts';
import type { ScanReport } from '../../../src/scanner-contract/report.ts';

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

const draftSx = {
  maxWidth: 1080,
  mx: 'auto',
  p: 3,
  fontFamily: 'system-ui, sans-serif',
  lineHeight: 1.5,
  color: tokens.color.ink,
  '& [data-placeholder]': {
    bgcolor: tokens.color.brandLight,
    outline: `1px dashed ${tokens.color.brand}`,
    px: 0.5,
  },
  '& [data-draft-notice]': {
    p: 2,
    border: `2px solid ${tokens.color.brand}`,
    fontWeight: 700,
  },
  '& dl': { display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, mb: 2 },
  '& dt': { fontWeight: 700 },
  '& dd': { m: 0 },
  '& td, & th': { overflowWrap: 'anywhere' },
} as const;

function PolicyDraft({ report, groups }: { report: ScanReport; groups: DraftGroup[] }) {
  const { t, i18n } = useTranslation(['cookie-scanner', 'consent-policy', 'consent']);
  const date = new Intl.DateTimeFormat(dateLocale(i18n.language), {
    dateStyle: 'long',
    timeZone: 'Europe/Istanbul',
  }).format(new Date(report.startedAt));
  const host = new URL(report.finalUrl || report.url).hostname;
  return (
    <Box component="main" sx={draftSx}>
      <p data-draft-notice>{t('policyDraft.notice', { date })}</p>
      <h1>{t('policyDraft.title', { host })}</h1>
      <p>{t('policyDraft.lead', { url: report.finalUrl || report.url })}</p>
      <h2>{t('consent-policy:controller.title')}</h2>
      <p>
        <OwnerField id="policy-controller">{t('policyDraft.owner.controller')}</OwnerField>
      </p>
      <h2>{t('consent-policy:categories.title')}</h2>
      {groups.length === 0 && <p>{t('policyDraft.none')}</p>}
      {groups.map(({ category, rows }) => (
        <section key={category} data-category={category}>
          <h3>
            {category === 'unknown'
              ? t('policyDraft.unknown.title')
              : t(`consent:categories.${category}.name`)}
          </h3>
          {category === 'unknown' && <p>{t('policyDraft.unknown.text')}</p>}
          <dl>
            <dt>{t('consent-policy:categories.groundLabel')}</dt>
            <dd>
              <OwnerField id="policy-ground">{t('policyDraft.owner.ground')}</OwnerField>
            </dd>
          </dl>
          <PolicyTable rows={rows} columns={DRAFT_COLUMNS} />
        </section>
      ))}
      <h2>{t('consent-policy:transfers.title')}</h2>
      <p>
        <OwnerField id="policy-transfer">{t('policyDraft.owner.transfers')}</OwnerField>
      </p>
      <h2>{t('consent-policy:serverLogs.title')}</h2>
      <p>
        <OwnerField id="policy-logs">{t('policyDraft.owner.logs')}</OwnerField>
      </p>
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
      <I18nextProvider i18n={draftI18n(language)}>{element}</I18nextProvider>
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
