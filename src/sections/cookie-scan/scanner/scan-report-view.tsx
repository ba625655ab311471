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
import { ActionButton, AnchorButton } from '../../../components/ui/action-button';
import { scannerDefaults } from '../../../config/scanner';
import { dateLocale } from '../../../lib/format-date';
import type { Finding, ScanReport } from '../../../../server/scanner/report';
import {
  cookieRows,
  hostRows,
  phaseSummaries,
  storageRows,
  type PhaseId,
  type PhaseSummary,
} from './report-model';

export interface ScanReportViewProps {
  report: ScanReport;
  /** This report's own address (`?scan=<id>`), to share or bookmark. */
  shareUrl: string;
  contactHref: string;
}

const CANNOT_SEE = ['loggedIn', 'server', 'texts', 'later', 'unknown'] as const;

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

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4, minWidth: 0 }}>
      <Typography variant="h3" component="h3" sx={{ typography: 'h5', mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The report of one scan: the three-phase story, findings, cookies, storage, hosts, limits. */
export default function ScanReportView({ report, shareUrl, contactHref }: ScanReportViewProps) {
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
  const phaseName = (id: PhaseId) => t(`report.story.${id}`);
  const category = (value: string) =>
    t(
      `report.categories.${value as 'necessary' | 'functional' | 'analytics' | 'marketing' | 'unknown'}`,
    );
  const cookies = cookieRows(report);
  const storage = storageRows(report);
  const hosts = hostRows(report);
  const { banner } = report;
  const cta = `${contactHref}?${new URLSearchParams({
    [queryParam.message]: t('report.cta.message', { url: report.url, report: shareUrl }),
  }).toString()}`;

  return (
    <Box data-scan-report sx={{ mt: 4, minWidth: 0 }}>
      <style>{PRINT_CSS}</style>
      <Typography variant="h2" component="h2" sx={{ typography: 'h4' }}>
        {t('report.title', { host })}
      </Typography>
      <Typography sx={{ mt: 1, ...wrapAnywhere }} color="text.secondary">
        {t('report.meta', {
          date: dateTime.format(new Date(report.startedAt)),
          seconds: Math.round(report.durationMs / 100) / 10,
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
        {(banner.rejectLabel || banner.acceptLabel) && (
          <Typography sx={{ mt: 0.5 }}>
            {t('report.banner.labels', {
              reject: banner.rejectLabel ?? '—',
              accept: banner.acceptLabel ?? '—',
            })}
          </Typography>
        )}
      </Block>

      <Block title={t('report.story.title')}>
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
      </Block>

      <Block title={t('report.findings.title')}>
        {report.findings.length === 0 ? (
          <Typography sx={{ fontWeight: 600 }} data-no-findings>
            {t('report.findings.none')}
          </Typography>
        ) : (
          report.findings.map((finding) => <FindingItem key={finding.id} finding={finding} />)
        )}
        <Typography variant="h4" component="h4" sx={{ typography: 'h6', mt: 3 }}>
          {t('report.cannotSee.title')}
        </Typography>
        <Box component="ul" sx={{ pl: 2.5 }}>
          {CANNOT_SEE.map((item) => (
            <li key={item}>{t(`report.cannotSee.items.${item}`)}</li>
          ))}
        </Box>
      </Block>

      <Block title={t('report.cookies.title')}>
        {cookies.length === 0 ? (
          <Typography>{t('report.cookies.none')}</Typography>
        ) : (
          <ScrollingTable caption={t('report.cookies.caption')}>
            <TableHead>
              <TableRow>
                {(
                  ['name', 'domain', 'category', 'platform', 'party', 'expiry', 'seen'] as const
                ).map((column) => (
                  <TableCell key={column} component="th" scope="col">
                    {t(`report.cookies.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {cookies.map((cookie) => (
                <TableRow key={`${cookie.name}|${cookie.domain}|${cookie.path}`}>
                  <TableCell component="th" scope="row" sx={wrapAnywhere}>
                    {cookie.name}
                  </TableCell>
                  <TableCell sx={wrapAnywhere}>{cookie.domain}</TableCell>
                  <TableCell>{category(cookie.category)}</TableCell>
                  <TableCell>{cookie.platform ?? '—'}</TableCell>
                  <TableCell>
                    {t(
                      cookie.thirdParty ? 'report.cookies.thirdParty' : 'report.cookies.firstParty',
                    )}
                  </TableCell>
                  <TableCell>
                    {cookie.expires === null
                      ? t('report.cookies.session')
                      : date.format(new Date(cookie.expires * 1000))}
                  </TableCell>
                  <TableCell>
                    {cookie.seenIn
                      .map((id) =>
                        id === 'afterReject' && cookie.sinceChoice
                          ? `${phaseName(id)} (${t(`report.cookies.${cookie.sinceChoice}`)})`
                          : phaseName(id),
                      )
                      .join(', ')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </ScrollingTable>
        )}
      </Block>

      <Block title={t('report.storage.title')}>
        {storage.length === 0 ? (
          <Typography>{t('report.storage.none')}</Typography>
        ) : (
          <Box component="ul" sx={{ pl: 2.5, ...wrapAnywhere }}>
            {storage.map((item) => (
              <li key={`${item.area}|${item.origin}|${item.key}`}>
                {item.key} ({item.area}, {item.origin}): {category(item.category)}
                {item.platform && `, ${item.platform}`}
                {item.sinceChoice &&
                  ` (${phaseName('afterReject')}: ${t(`report.cookies.${item.sinceChoice}`)})`}
              </li>
            ))}
          </Box>
        )}
      </Block>

      <Block title={t('report.hosts.title')}>
        <ScrollingTable caption={t('report.hosts.caption')}>
          <TableHead>
            <TableRow>
              {(['host', 'party', 'tracker', 'owner', 'requests'] as const).map((column) => (
                <TableCell key={column} component="th" scope="col">
                  {t(`report.hosts.${column}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {hosts.map((item) => (
              <TableRow key={item.host}>
                <TableCell component="th" scope="row" sx={wrapAnywhere}>
                  {item.host}
                </TableCell>
                <TableCell>
                  {t(item.thirdParty ? 'report.cookies.thirdParty' : 'report.cookies.firstParty')}
                </TableCell>
                <TableCell>{t(item.tracker ? 'report.hosts.yes' : 'report.hosts.no')}</TableCell>
                <TableCell>{item.owner ?? t('report.hosts.unknownOwner')}</TableCell>
                <TableCell>{item.requests}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </ScrollingTable>
      </Block>

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

      {report.limitsHit.length > 0 && (
        <Block title={t('report.limits.title')}>
          <Typography>{t('report.limits.lead')}</Typography>
          <Box component="ul" sx={{ pl: 2.5 }}>
            {report.limitsHit.map((limit) => (
              <li key={limit}>
                <code>{limit}</code>
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

function FindingItem({ finding }: { finding: Finding }) {
  const { t } = useTranslation('cookie-scanner');
  const evidence = [
    ...(finding.evidence.cookies ?? []),
    ...(finding.evidence.storage ?? []),
    ...(finding.evidence.hosts ?? []),
  ];
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2, mb: 2 }} data-finding={finding.id}>
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

/**
 * A table wider than a phone scrolls inside its own box, never the page. The box is a named
 * region in the tab order, so a keyboard can scroll it too.
 */
function ScrollingTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <TableContainer role="region" aria-label={caption} tabIndex={0} sx={{ maxWidth: '100%' }}>
      <Table size="small">
        <caption>{caption}</caption>
        {children}
      </Table>
    </TableContainer>
  );
}
