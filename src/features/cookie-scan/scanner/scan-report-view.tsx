import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { queryParam } from '../../../routing/page-markers';
import { ActionButton, AnchorButton } from '../../../components/ui/action-button';
import { scannerDefaults } from '../../../../packages/scanner-contract/scanner-defaults';
import { languages } from '../../../i18n/config';
import { dateLocale } from '../../../../packages/scanner-contract/date-locale';
import {
  isOneOf,
  scanLimitCodes,
  type ScanReport,
} from '../../../../packages/scanner-contract/report';
import {
  cookieRows,
  hostRows,
  phaseSummaries,
  findingsBySeverity,
  storageRows,
  verdictOf,
  type PhaseId,
} from '../../../../packages/scanner-contract/report-model';
import { ScanEvidenceView, type ScanEvidenceLinks } from './scan-evidence-view';
import { FindingItem } from './report/finding-item';
import { InputProbeBlock } from './report/input-probe-block';
import { NextSteps } from './report/next-steps';
import { PhaseColumn } from './report/phase-column';
import { PolicyBlock } from './report/policy-block';
import { Block, Folded, sectionHeading, wrapAnywhere } from './report/report-blocks';
import { ResponsiveTable } from './report/responsive-table';
import { VerdictBox } from './report/verdict-box';

export interface ScanReportViewProps {
  report: ScanReport;
  /** This report's own address (`?scan=<id>`), to share or bookmark. */
  shareUrl: string;
  contactHref: string;
  /** The quick-setup form (its page and anchor); its link hands over the scanned address. */
  quickSetupHref: string;
  /** The plans (the pricing page). */
  plansHref: string;
  /** The contact-form information notice, linked from the "send me this report" form. */
  contactNoticeHref: string;
  /** The scan's draft cookie policy in a language. */
  policyDraftHref: (language: string) => string;
  /** The screenshots, fingerprint and package; null when the scanner kept none for this scan. */
  evidence: ScanEvidenceLinks | null;
  /** False for a scan that did not complete: it shows no verdict. */
  complete?: boolean;
}

const CANNOT_SEE = [
  'loggedIn',
  'server',
  'serverSide',
  'texts',
  'later',
  'category',
  'functional',
  'unknown',
] as const;

/**
 * Printing keeps the report alone: the site's header, footer, the form, the buttons and the
 * page's other sections are left out. A plain style element (MUI's GlobalStyles would pull
 * emotion's global-style code into a chunk of its own on every page's first load).
 */
const PRINT_CSS = `@media print {
  header, footer, nav, [data-print-hide] { display: none !important; }
  main > :not(:has([data-scan-report])) { display: none !important; }
  [data-scan-report] section { break-inside: avoid-page; }
}`;

/** The report of one scan: the three-phase story, findings, cookies, storage, hosts, limits. */
export default function ScanReportView({
  report,
  shareUrl,
  contactHref,
  quickSetupHref,
  plansHref,
  contactNoticeHref,
  policyDraftHref,
  evidence,
  complete = true,
}: ScanReportViewProps) {
  const { t, i18n } = useTranslation('cookie-scanner');
  // A data: address rather than a blob: one needs no clean-up and works the same when printed.
  const download = `data:application/json;charset=utf-8,${encodeURIComponent(JSON.stringify(report, null, 2))}`;

  const host = new URL(report.url).hostname;
  const locale = dateLocale(i18n.language);
  const dateTime = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
  });
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });
  const seconds = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  // An incomplete scan (a step cut short) gives no verdict: its findings are not all there is.
  const verdict = verdictOf(report, complete);
  const storageArea = (area: 'localStorage' | 'sessionStorage') =>
    t(`report.storage.areas.${area}`);
  const phaseName = (id: PhaseId) => t(`report.story.${id}`);
  const category = (value: string) =>
    t(
      `report.categories.${value as 'necessary' | 'functional' | 'analytics' | 'marketing' | 'unknown'}`,
    );
  const cookies = cookieRows(report);
  const share = report.unknownCookies;
  const storage = storageRows(report);
  const hosts = hostRows(report);
  const { banner } = report;
  const cta = `${contactHref}?${new URLSearchParams({
    [queryParam.message]: t('report.cta.message', { url: report.url, report: shareUrl }),
  }).toString()}`;

  return (
    <Box data-scan-report sx={{ mt: 4, minWidth: 0 }}>
      <style>{PRINT_CSS}</style>
      <Typography variant="h2" component="h2" sx={{ typography: 'h3' }}>
        {t('report.title', { host })}
      </Typography>
      <Typography sx={{ mt: 1, ...wrapAnywhere }} color="text.secondary">
        {t('report.meta', {
          date: dateTime.format(new Date(report.startedAt)),
          seconds: seconds.format(report.durationMs / 1000),
          finalUrl: report.finalUrl,
        })}
      </Typography>
      <Typography sx={{ mt: 1, ...wrapAnywhere }}>
        {t('report.share', { days: scannerDefaults.retentionDays })}{' '}
        <Box component="a" href={shareUrl} sx={{ color: 'primary.main' }}>
          {shareUrl}
        </Box>
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }} data-print-hide>
        <ActionButton type="button" variant="outlined" onClick={() => window.print()}>
          {t('report.print')}
        </ActionButton>
        <AnchorButton variant="outlined" href={download} download={`cookie-report-${host}.json`}>
          {t('report.download')}
        </AnchorButton>
      </Box>

      {verdict && <VerdictBox verdict={verdict} />}
      <NextSteps
        site={report.url}
        host={host}
        quickSetupHref={quickSetupHref}
        plansHref={plansHref}
        shareUrl={shareUrl}
        contactNoticeHref={contactNoticeHref}
      />

      {report.notRun.length > 0 && (
        <Block title={t('report.incomplete.title')}>
          <Box data-scan-incomplete>
            <Typography>{t('report.incomplete.lead')}</Typography>
            <Box component="ul" sx={{ pl: 2.5 }}>
              {report.notRun.map((step) => (
                <li key={step} data-not-run={step}>
                  {t(`report.incomplete.steps.${step}`)}
                </li>
              ))}
            </Box>
          </Box>
        </Block>
      )}

      <Block title={t('report.findings.title')}>
        {report.findings.length === 0 ? (
          verdict ? (
            <Typography sx={{ fontWeight: 600 }} data-no-findings>
              {t('report.findings.none')}
            </Typography>
          ) : (
            <Typography>{t('report.findings.incomplete')}</Typography>
          )
        ) : (
          findingsBySeverity(report.findings).map((finding) => (
            <FindingItem key={finding.id} finding={finding} />
          ))
        )}
        <Typography variant="h4" component="h4" sx={{ typography: 'h6', fontWeight: 700, mt: 3 }}>
          {t('report.cannotSee.title')}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5 }}>
          {CANNOT_SEE.map((item) => (
            <li key={item}>{t(`report.cannotSee.items.${item}`)}</li>
          ))}
        </Box>
      </Block>

      <PolicyBlock report={report} />

      <Block title={t('report.draft.title')}>
        <Typography>{t('report.draft.lead')}</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }} data-print-hide>
          {languages.map((language) => (
            <AnchorButton
              key={language}
              variant="outlined"
              href={policyDraftHref(language)}
              hrefLang={language}
              data-policy-draft={language}
            >
              {t('report.draft.link', {
                language: new Intl.DisplayNames(i18n.language, { type: 'language' }).of(language),
              })}
            </AnchorButton>
          ))}
        </Box>
      </Block>

      <Typography variant="h3" component="h3" sx={{ ...sectionHeading, mt: 5 }}>
        {t('report.details')}
      </Typography>
      <Block title={t('report.banner.title')}>
        <Typography>
          {banner.found && banner.method
            ? t('report.banner.found', {
                method: t(`report.banner.methods.${banner.method}`, {
                  cmp: banner.cmp ?? '',
                }),
              })
            : t('report.banner.notFound')}
          {banner.rejectOnFirstLayer !== null &&
            ` ${t(banner.rejectOnFirstLayer ? 'report.banner.rejectFirstLayer' : 'report.banner.noRejectFirstLayer')}`}
        </Typography>
        {banner.rejectLabel && (
          <Typography sx={{ mt: 0.5 }}>
            {t('report.banner.rejectLabel', { label: banner.rejectLabel })}
          </Typography>
        )}
        {banner.acceptLabel && (
          <Typography sx={{ mt: 0.5 }}>
            {t('report.banner.acceptLabel', { label: banner.acceptLabel })}
          </Typography>
        )}
      </Block>

      <Folded title={t('report.story.title')}>
        <Typography color="text.secondary">{t('report.story.lead')}</Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            mt: 2,
            // minmax(0, …): a long cookie name wraps inside its column instead of widening it.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {phaseSummaries(report).map((summary) => (
            <PhaseColumn key={summary.id} summary={summary} />
          ))}
        </Box>
      </Folded>

      {evidence && (
        <Folded title={t('report.evidence.title')}>
          <ScanEvidenceView evidence={evidence} />
        </Folded>
      )}

      <Folded title={t('report.cookies.title')}>
        {share && (
          <Typography sx={{ mb: 1.5 }} data-unknown-share>
            {t('report.cookies.unknownShare', { ...share })}
          </Typography>
        )}
        {cookies.length === 0 ? (
          <Typography>{t('report.cookies.none')}</Typography>
        ) : (
          <ResponsiveTable
            caption={t('report.cookies.caption')}
            columns={(
              ['name', 'domain', 'category', 'platform', 'party', 'expiry', 'seen'] as const
            ).map((column) => t(`report.cookies.${column}`))}
            rows={cookies.map((cookie) => ({
              key: `${cookie.name}|${cookie.domain}|${cookie.path}`,
              cells: [
                cookie.name,
                cookie.domain,
                category(cookie.category),
                cookie.platform ?? '—',
                t(cookie.thirdParty ? 'report.cookies.thirdParty' : 'report.cookies.firstParty'),
                cookie.expires === null
                  ? t('report.cookies.session')
                  : date.format(new Date(cookie.expires * 1000)),
                cookie.seenIn
                  .map((id) =>
                    id === 'afterReject' && cookie.sinceChoice
                      ? `${phaseName(id)} (${t(`report.cookies.${cookie.sinceChoice}`)})`
                      : phaseName(id),
                  )
                  .join(', '),
              ],
            }))}
          />
        )}
      </Folded>

      <Folded title={t('report.storage.title')}>
        {storage.length === 0 ? (
          <Typography>{t('report.storage.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2.5, ...wrapAnywhere }}>
            {storage.map((item) => (
              <li key={`${item.area}|${item.origin}|${item.key}`}>
                {item.key} ({storageArea(item.area)}, {item.origin}): {category(item.category)}
                {item.platform && `, ${item.platform}`}
                {item.sinceChoice &&
                  ` (${phaseName('afterReject')}: ${t(`report.cookies.${item.sinceChoice}`)})`}
              </li>
            ))}
          </Box>
        )}
      </Folded>

      <Folded title={t('report.hosts.title')}>
        <ResponsiveTable
          caption={t('report.hosts.caption')}
          columns={(['host', 'party', 'tracker', 'owner', 'requests'] as const).map((column) =>
            t(`report.hosts.${column}`),
          )}
          rows={hosts.map((item) => ({
            key: item.host,
            cells: [
              item.host,
              t(item.thirdParty ? 'report.cookies.thirdParty' : 'report.cookies.firstParty'),
              t(item.tracker ? 'report.hosts.yes' : 'report.hosts.no'),
              item.owner ?? t('report.hosts.unknownOwner'),
              String(item.requests),
            ],
          }))}
        />
      </Folded>

      <Block title={t('report.gpc.title')}>
        <Typography color="text.secondary">{t('report.gpc.context')}</Typography>
        <Typography sx={{ mt: 1, ...wrapAnywhere }}>
          {report.globalPrivacyControl === null
            ? t('report.gpc.notRun')
            : report.globalPrivacyControl.nonEssential.length === 0
              ? t('report.gpc.none')
              : t('report.gpc.some', {
                  list: report.globalPrivacyControl.nonEssential.join(', '),
                })}
        </Typography>
      </Block>

      {report.inputProbe && <InputProbeBlock probe={report.inputProbe} />}

      {report.limitsHit.length > 0 && (
        <Block title={t('report.limits.title')}>
          <Typography>{t('report.limits.lead')}</Typography>
          <Box component="ul" sx={{ pl: 2.5 }}>
            {report.limitsHit.map((limit) => (
              <li key={limit} data-limit={limit}>
                {isOneOf(scanLimitCodes, limit)
                  ? t(`report.limits.codes.${limit}`)
                  : t('report.limits.other', { code: limit })}
              </li>
            ))}
          </Box>
        </Block>
      )}

      <Paper variant="outlined" component="section" sx={{ p: 3, mt: 4 }} data-print-hide>
        <Typography variant="h3" component="h3" sx={{ typography: 'h5' }}>
          {t('report.cta.title')}
        </Typography>
        <Typography sx={{ mt: 1 }}>{t('report.cta.lead')}</Typography>
        <Box sx={{ mt: 2 }}>
          <AnchorButton variant="contained" href={cta}>
            {t('report.cta.link')}
          </AnchorButton>
        </Box>
      </Paper>
    </Box>
  );
}
