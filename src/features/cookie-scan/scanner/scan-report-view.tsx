import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ScanReport } from '../../../../packages/scanner-contract/report';
import { verdictOf } from '../../../../packages/scanner-contract/report-model';
import { ScanEvidenceView, type ScanEvidenceLinks } from './scan-evidence-view';
import { BannerBlock } from './report/banner-block';
import { ContactCta } from './report/contact-cta';
import { CookiesSection } from './report/cookies-section';
import { FindingsBlock } from './report/findings-block';
import { GpcBlock } from './report/gpc-block';
import { HostsSection } from './report/hosts-section';
import { IncompleteBlock } from './report/incomplete-block';
import { InputProbeBlock } from './report/input-probe-block';
import { LimitsBlock } from './report/limits-block';
import { NextSteps } from './report/next-steps';
import { PhaseStory } from './report/phase-story';
import { PolicyBlock } from './report/policy-block';
import { PolicyDraftBlock } from './report/policy-draft-block';
import { Folded, sectionHeading } from './report/report-blocks';
import { ReportHeader } from './report/report-header';
import { StorageSection } from './report/storage-section';
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
  const { t } = useTranslation('cookie-scanner');
  const host = new URL(report.url).hostname;
  // An incomplete scan (a step cut short) gives no verdict: its findings are not all there is.
  const verdict = verdictOf(report, complete);

  return (
    <Box data-scan-report sx={{ mt: 4, minWidth: 0 }}>
      <style>{PRINT_CSS}</style>
      <ReportHeader report={report} host={host} shareUrl={shareUrl} />

      {verdict && <VerdictBox verdict={verdict} />}
      <NextSteps
        site={report.url}
        host={host}
        quickSetupHref={quickSetupHref}
        plansHref={plansHref}
        shareUrl={shareUrl}
        contactNoticeHref={contactNoticeHref}
      />

      {report.notRun.length > 0 && <IncompleteBlock notRun={report.notRun} />}
      <FindingsBlock findings={report.findings} judged={verdict !== null} />
      <PolicyBlock report={report} />
      <PolicyDraftBlock policyDraftHref={policyDraftHref} />

      <Typography variant="h3" component="h3" sx={{ ...sectionHeading, mt: 5 }}>
        {t('report.details')}
      </Typography>
      <BannerBlock banner={report.banner} />
      <PhaseStory report={report} />
      {evidence && (
        <Folded title={t('report.evidence.title')}>
          <ScanEvidenceView evidence={evidence} />
        </Folded>
      )}
      <CookiesSection report={report} />
      <StorageSection report={report} />
      <HostsSection report={report} />
      <GpcBlock gpc={report.globalPrivacyControl} />
      {report.inputProbe && <InputProbeBlock probe={report.inputProbe} />}
      {report.limitsHit.length > 0 && <LimitsBlock limits={report.limitsHit} />}

      <ContactCta url={report.url} shareUrl={shareUrl} contactHref={contactHref} />
    </Box>
  );
}
