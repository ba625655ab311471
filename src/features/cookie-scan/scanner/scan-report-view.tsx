import Box from '@mui/material/Box';
import { queryParam } from '../../../routing/page-markers';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { requestFormHref } from '../../../components/form/request-context';
import { ActionButton, AnchorButton } from '../../../components/ui/action-button';
import { scannerDefaults } from '../../../../packages/scanner-contract/scanner-defaults';
import { languages } from '../../../i18n/config';
import { firstSentence } from '../../../lib/first-sentence';
import { dateLocale } from '../../../../packages/scanner-contract/date-locale';
import {
  isOneOf,
  scanLimitCodes,
  type Finding,
  type InputProbe,
  type ScanReport,
} from '../../../../packages/scanner-contract/report';
import {
  cookieRows,
  googleHitStates,
  hostRows,
  phaseSummaries,
  findingsBySeverity,
  storageRows,
  verdictOf,
  type PhaseId,
  type PhaseSummary,
  type Verdict,
} from '../../../../packages/scanner-contract/report-model';
import { ScanEvidenceView, type ScanEvidenceLinks } from './scan-evidence-view';
import { canSendReportLink, SendReportForm } from './send-report-form';

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

/** Page-given names, hosts and addresses can be one long word: they wrap anywhere. */
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** The report's section headings: the site's heading weight at a section's size. */
const sectionHeading = { typography: 'h5', fontWeight: 700 } as const;

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4, minWidth: 0 }}>
      <Typography variant="h3" component="h3" sx={{ ...sectionHeading, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A long part of the report, folded under its heading (details/summary: no script needed). */
function Folded({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="details"
      sx={{
        mt: 2,
        minWidth: 0,
        borderTop: 1,
        borderColor: 'divider',
        pt: 2,
        '& > summary': { cursor: 'pointer', listStylePosition: 'outside', ml: 2.5 },
        '@media print': { '& > summary ~ *': { display: 'block' } },
      }}
    >
      <summary>
        <Typography variant="h3" component="h3" sx={{ ...sectionHeading, display: 'inline' }}>
          {title}
        </Typography>
      </summary>
      <Box sx={{ mt: 1.5 }}>{children}</Box>
    </Box>
  );
}

/** The id of a finding's card, which the verdict links to. */
const findingAnchor = (id: string) => `finding-${id}`;

/** What the report opens with: how serious, what was found, the first thing to do. */
function VerdictBox({ verdict }: { verdict: Verdict }) {
  const { t, i18n } = useTranslation('cookie-scanner');
  const number = new Intl.NumberFormat(dateLocale(i18n.language));
  return (
    <Paper
      variant="outlined"
      component="section"
      data-verdict={verdict.level}
      sx={{
        p: 3,
        mt: 3,
        borderWidth: 2,
        borderColor:
          verdict.level === 'high'
            ? 'error.main'
            : verdict.level === 'medium'
              ? 'warning.main'
              : 'divider',
      }}
    >
      <Typography variant="h3" component="h3" sx={sectionHeading}>
        {t('report.verdict.title')}
      </Typography>
      <Typography sx={{ mt: 1, fontWeight: 700 }}>
        {t(`report.verdict.levels.${verdict.level}`)}
      </Typography>
      {verdict.first && (
        <>
          <Typography sx={{ mt: 1 }}>
            {t('report.verdict.counts', {
              high: number.format(verdict.counts.high),
              medium: number.format(verdict.counts.medium),
              low: number.format(verdict.counts.low),
            })}
          </Typography>
          <Typography sx={{ mt: 1 }} data-first-todo={verdict.first.id}>
            <Box component="strong">
              {t('report.verdict.first', { finding: t(`findings.${verdict.first.id}.title`) })}
            </Box>{' '}
            {firstSentence(t(`findings.${verdict.first.id}.todo`), i18n.language)}{' '}
            <Box
              component="a"
              href={`#${findingAnchor(verdict.first.id)}`}
              sx={{ color: 'primary.main' }}
            >
              {t('report.verdict.more')}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('report.verdict.severities')}
          </Typography>
        </>
      )}
    </Paper>
  );
}

/**
 * The way on from the report: quick setup for the scanned site, the plans, and the report's link
 * by e-mail (when the build can send it).
 */
function NextSteps({
  site,
  host,
  quickSetupHref,
  plansHref,
  shareUrl,
  contactNoticeHref,
}: {
  site: string;
  host: string;
  quickSetupHref: string;
  plansHref: string;
  shareUrl: string;
  contactNoticeHref: string;
}) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Box data-print-hide data-next-steps>
      <Block title={t('report.nextSteps.title')}>
        <Typography>{t('report.nextSteps.lead')}</Typography>
        <Box sx={{ display: 'flex', gap: 1.5, mt: 2, flexWrap: 'wrap' }}>
          <AnchorButton variant="contained" href={requestFormHref(quickSetupHref, { site })}>
            <Box component="span" sx={wrapAnywhere}>
              {t('report.nextSteps.quickSetup', { host })}
            </Box>
          </AnchorButton>
          <AnchorButton variant="outlined" href={plansHref}>
            {t('report.nextSteps.plans')}
          </AnchorButton>
        </Box>
        {canSendReportLink() && (
          <SendReportForm reportUrl={shareUrl} site={site} noticeHref={contactNoticeHref} />
        )}
      </Block>
    </Box>
  );
}

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

/** What left the page while marked values were typed into its fields, nothing submitted. */
function InputProbeBlock({ probe }: { probe: InputProbe }) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Block title={t('report.inputProbe.title')}>
      <Typography color="text.secondary">{t('report.inputProbe.context')}</Typography>
      <Typography sx={{ mt: 1, ...wrapAnywhere }} data-input-probe={probe.status}>
        {probe.status === 'ran'
          ? `${t('report.inputProbe.ran', { count: probe.fields, page: probe.page ?? '' })} ${t(
              probe.leaks.length > 0 ? 'report.inputProbe.leaks' : 'report.inputProbe.none',
            )}`
          : t(`report.inputProbe.status.${probe.status}`)}
      </Typography>
      {probe.leaks.length > 0 && (
        <Box component="ul" sx={{ pl: 2.5, ...wrapAnywhere }}>
          {probe.leaks.map((leak) => (
            <li key={`${leak.url}|${leak.field}|${leak.encoding}`}>
              {t('report.inputProbe.leak', {
                url: leak.url,
                field: leak.field,
                encoding: t(`report.inputProbe.encodings.${leak.encoding}`),
              })}
            </li>
          ))}
        </Box>
      )}
    </Block>
  );
}

/** The site's own cookie policy as the scan read it, compared with the cookies it saw. */
function PolicyBlock({ report }: { report: ScanReport }) {
  const { t } = useTranslation('cookie-scanner');
  const policy = report.cookiePolicy;
  return (
    <Block title={t('report.policy.title')}>
      <Box data-cookie-policy sx={wrapAnywhere}>
        {policy === null ? (
          <Typography>{t('report.policy.notRead')}</Typography>
        ) : policy.url === null ? (
          <Typography>{t('report.policy.notFound')}</Typography>
        ) : (
          <>
            <Typography>
              {t('report.policy.read')}{' '}
              <Box component="a" href={policy.url} rel="noopener noreferrer nofollow">
                {policy.url}
              </Box>
              {policy.foundIn && ` ${t(`report.policy.foundIn.${policy.foundIn}`)}`}
            </Typography>
            <Typography sx={{ mt: 1 }}>
              {policy.notNamed.length > 0
                ? t('report.policy.notNamed', { list: policy.notNamed.join(', ') })
                : t('report.policy.allNamed')}
            </Typography>
            {policy.unseen.length > 0 && (
              <Typography sx={{ mt: 1 }}>
                {t('report.policy.unseen', { list: policy.unseen.join(', ') })}
              </Typography>
            )}
          </>
        )}
      </Box>
    </Block>
  );
}

function FindingItem({ finding }: { finding: Finding }) {
  const { t } = useTranslation('cookie-scanner');
  const evidence = [
    ...(finding.evidence.cookies ?? []),
    ...(finding.evidence.storage ?? []),
    ...(finding.evidence.hosts ?? []),
    ...(finding.evidence.scripts ?? []),
    ...(finding.evidence.requests ?? []),
  ];
  const phases = finding.evidence.phases ?? [];
  return (
    <Paper
      variant="outlined"
      component="article"
      id={findingAnchor(finding.id)}
      sx={{ p: 2, mb: 2 }}
      data-finding={finding.id}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h4" sx={{ typography: 'h6' }}>
          {t(`findings.${finding.id}.title`)}
        </Typography>
        <Box
          component="span"
          sx={{
            px: 1,
            borderRadius: 1,
            typography: 'textSm',
            fontWeight: 700,
            border: 1,
            borderColor:
              finding.severity === 'high'
                ? 'error.main'
                : finding.severity === 'medium'
                  ? 'warning.main'
                  : 'divider',
          }}
        >
          {t(`report.findings.severity.${finding.severity}`)}
        </Box>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1, '& dt': { fontWeight: 700, mt: 1 }, '& dd': { m: 0, ...wrapAnywhere } }}
      >
        <dt>{t('report.findings.observed')}</dt>
        <dd>
          {t(`findings.${finding.id}.observed`)}
          {evidence.length > 0 &&
            ` ${t('report.findings.evidence', { list: evidence.join(', ') })}`}
          {phases.length > 0 &&
            ` ${t('report.findings.seenIn', {
              list: phases.map((id) => t(`report.story.${id}`)).join(', '),
            })}`}
        </dd>
        <dt>{t('report.findings.why')}</dt>
        <dd>{t(`findings.${finding.id}.why`)}</dd>
        <dt>{t('report.findings.todo')}</dt>
        <dd>{t(`findings.${finding.id}.todo`)}</dd>
      </Box>
    </Paper>
  );
}

/** One column of the three-step story: which browser it used, then what it saw. */
function PhaseColumn({ summary }: { summary: PhaseSummary }) {
  const { t } = useTranslation('cookie-scanner');
  const list = (names: string[]) => (names.length > 0 ? `: ${names.join(', ')}` : '');
  const { phase } = summary;
  const afterReject = summary.id === 'afterReject';
  return (
    <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }} data-phase={summary.id}>
      <Typography variant="h4" component="h4" sx={{ typography: 'h6', mb: 1 }}>
        {t(`report.story.${summary.id}`)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(`report.story.contexts.${summary.id}`)}
      </Typography>
      {phase ? (
        <Box component="ul" sx={{ m: 0, pl: 2.5, ...wrapAnywhere }}>
          <li>{t('report.story.cookies', { count: summary.cookies })}</li>
          {afterReject ? (
            <>
              <li data-set-after-choice>
                {t('report.story.setAfterChoice', { count: summary.setAfterChoice.length })}
                {list(summary.setAfterChoice)}
              </li>
              <li data-remained>
                {t('report.story.remained', { count: summary.remained.length })}
                {list(summary.remained)}
              </li>
              <li>
                {t('report.story.trackersAfterChoice', { count: summary.trackers.length })}
                {list(summary.trackers)}
              </li>
            </>
          ) : (
            <>
              <li>
                {t('report.story.nonEssential', { count: summary.nonEssential.length })}
                {list(summary.nonEssential)}
              </li>
              <li>
                {t('report.story.trackers', { count: summary.trackers.length })}
                {list(summary.trackers)}
              </li>
            </>
          )}
          <li>
            {t('report.story.unknown', { count: summary.unknown.length })}
            {list(summary.unknown)}
          </li>
          <li>{t('report.story.pages', { count: phase.pages.length })}</li>
          <BehaviourLines phase={phase} />
          {summary.id === 'firstVisit' && (
            <li>
              {t(
                `report.story.consentMode.${phase.consentModeDefaultsFirst === null ? 'none' : phase.consentModeDefaultsFirst ? 'true' : 'false'}`,
              )}
            </li>
          )}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('report.story.notRun')}</Typography>
      )}
    </Paper>
  );
}

/** What trackers did in one phase beyond storing something: each detection, zero or not. */
function BehaviourLines({ phase }: { phase: NonNullable<PhaseSummary['phase']> }) {
  const { t } = useTranslation('cookie-scanner');
  const { behaviour } = phase;
  const list = (names: string[]) => (names.length > 0 ? `: ${[...new Set(names)].join(', ')}` : '');
  const tcf = behaviour.tcf;
  return (
    <>
      <li data-behaviour="canvas">
        {t('report.story.canvas', { count: behaviour.canvasFingerprinting.length })}
        {list(behaviour.canvasFingerprinting.map((read) => read.script))}
      </li>
      <li data-behaviour="session-recording">
        {t('report.story.sessionRecording', { count: behaviour.sessionRecording.length })}
        {list(behaviour.sessionRecording.map((hit) => hit.vendor))}
      </li>
      <li data-behaviour="advanced-matching">
        {t('report.story.advancedMatching', { count: behaviour.advancedMatching.length })}
        {list(behaviour.advancedMatching.flatMap((hit) => hit.fields))}
      </li>
      <li data-behaviour="tcf">
        {tcf === null
          ? t('report.story.tcf.none')
          : !tcf.tcString
            ? t('report.story.tcf.noString')
            : tcf.purposesGranted.length === 0
              ? t('report.story.tcf.noPurposes')
              : t('report.story.tcf.purposes', { list: tcf.purposesGranted.join(', ') })}
      </li>
      {behaviour.googleHits.length > 0 && (
        <li data-behaviour="google-hits">{t('report.story.googleHits', googleHitStates(phase))}</li>
      )}
    </>
  );
}

/** Below this width (MUI's `sm`) a table turns into a list of definition rows. */
const NARROW = '@media (max-width: 599.95px)';

/**
 * A table on a wide screen; below 600 px each row becomes a block of "column: value" lines, so
 * nothing scrolls sideways and a row is a few short lines instead of seven squeezed columns. The
 * roles are explicit: a table whose rows are displayed as blocks keeps its table semantics for a
 * screen reader. Wider than its column anyway (a long word), it scrolls inside its own box, a
 * named region in the tab order so a keyboard can scroll it too.
 */
function ResponsiveTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: string[] }[];
}) {
  return (
    <TableContainer
      role="region"
      aria-label={caption}
      tabIndex={0}
      sx={{ maxWidth: '100%' }}
      data-responsive-table
    >
      <Table
        size="small"
        role="table"
        sx={{
          [NARROW]: {
            '& thead': {
              position: 'absolute',
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
            },
            '& tbody, & tr, & th, & td': { display: 'block' },
            '& caption': { display: 'block', textAlign: 'start', px: 0 },
            '& tbody tr': { borderTop: 1, borderColor: 'divider', py: 1 },
            '& tbody th, & tbody td': { border: 0, py: 0.25, px: 0 },
            // The row's name is its heading line, the full width; each other cell is a
            // "column: value" line.
            '& tbody th': { fontWeight: 700 },
            '& tbody td': {
              display: 'grid',
              gridTemplateColumns: 'minmax(6.5rem, 35%) minmax(0, 1fr)',
              gap: 1,
            },
            '& tbody [data-label]::before': {
              content: 'attr(data-label)',
              color: 'text.secondary',
              fontWeight: 400,
            },
          },
        }}
      >
        <caption>{caption}</caption>
        <TableHead role="rowgroup">
          <TableRow role="row">
            {columns.map((column) => (
              <TableCell key={column} component="th" scope="col" role="columnheader">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody role="rowgroup">
          {rows.map((row) => (
            <TableRow key={row.key} role="row">
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <TableCell
                    key={index}
                    component="th"
                    scope="row"
                    role="rowheader"
                    sx={wrapAnywhere}
                  >
                    {cell}
                  </TableCell>
                ) : (
                  <TableCell key={index} role="cell" data-label={columns[index]} sx={wrapAnywhere}>
                    {cell}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
