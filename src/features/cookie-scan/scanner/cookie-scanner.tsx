import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { queryParam } from '../../../routing/page-markers';
import { policyDraftUrl, evidenceEndpoint, POLL_MS, screenshotEndpoint } from './scanner-client';
import { ScanSteps } from './scan-progress';
import { ScanForm } from './form/scan-form';
import { addressRefused, offersRequestForm, scanMessage } from './form/scan-message';
import { useScan } from './form/scan-state';
import { ScanStatusLine } from './form/scan-status';

// The report's tables and findings load only once there is a report to show.
const ScanReportView = lazy(() => import('./scan-report-view'));

export interface CookieScannerProps {
  /** The scanner's base address ("/" for this origin); null: no scanner, the request form only. */
  scannerUrl: string | null;
  /** The contact page's path; its form reads a prefilled `message` from the query. */
  contactHref: string;
  /** The quick-setup form (page and anchor); the report's link hands it the scanned address. */
  quickSetupHref: string;
  /** The plans (the pricing page), linked from the report. */
  plansHref: string;
  /** The information notice's part on what a scan keeps, linked from the privacy line. */
  noticeHref: string;
  /** The contact-form information notice, linked from the report's "send me this report" form. */
  contactNoticeHref: string;
  /** How often a running scan's status is read, in ms (tests shorten it). */
  pollMs?: number;
}

const contactLink = (contactHref: string, message: string) =>
  `${contactHref}?${new URLSearchParams({ [queryParam.message]: message }).toString()}`;

/**
 * The cookie scanner on the scan page: a labelled address field and a scan button, live progress,
 * then the report in place, shareable as `?scan=<id>`. Self-contained (react-i18next and MUI, no
 * router) with JSON-serializable props, so it can be mounted on its own. Without JavaScript, or
 * without a configured scanner, the form leads to the contact form with the address filled in.
 * An island: its copy, `cookie-scanner`, is loaded with its code.
 */
export function CookieScanner({
  scannerUrl,
  contactHref,
  quickSetupHref,
  plansHref,
  noticeHref,
  contactNoticeHref,
  pollMs = POLL_MS,
}: CookieScannerProps) {
  const { t, i18n } = useTranslation('cookie-scanner');
  const inputId = useId();
  const hintId = useId();
  const messageId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { view, busy, start } = useScan(scannerUrl, pollMs, () => inputRef.current?.focus());
  // What the visitor typed, for the request form's prefilled message (the input stays
  // uncontrolled, so typing before hydration is kept).
  const [typed, setTyped] = useState('');

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = inputRef.current?.value ?? '';
    // Typing before hydration fires no change event: take the value as it is now.
    setTyped(value.trim());
    if (!scannerUrl) {
      window.location.assign(
        contactLink(contactHref, t('fallback.message', { url: value.trim() })),
      );
      return;
    }
    void start(value);
  }

  const message = scanMessage(view, t, i18n.language);

  return (
    <Box sx={{ width: '100%', minWidth: 0 }} data-cookie-scanner>
      <ScanForm
        contactHref={contactHref}
        noticeHref={noticeHref}
        scans={!!scannerUrl}
        busy={busy}
        invalid={addressRefused(view)}
        inputRef={inputRef}
        ids={{ input: inputId, hint: hintId, ...(message && { message: messageId }) }}
        onSubmit={submit}
        onType={setTyped}
      />
      <ScanStatusLine view={view} message={message} messageId={messageId} />
      {view.kind === 'watching' && <ScanSteps status={view.status} />}
      {offersRequestForm(view, scannerUrl) && (
        <Typography sx={{ mt: 1 }}>
          {t('fallback.lead')}{' '}
          <Box
            component="a"
            href={contactLink(contactHref, t('fallback.message', { url: typed }))}
            sx={{ color: 'primary.main', fontWeight: 600 }}
          >
            {t('fallback.link')}
          </Box>
        </Typography>
      )}
      {view.kind === 'done' && (
        <Suspense fallback={<Typography>{t('progress.loading')}</Typography>}>
          <ScanReportView
            report={view.report}
            shareUrl={typeof window === 'undefined' ? '' : window.location.href}
            contactHref={contactHref}
            quickSetupHref={quickSetupHref}
            plansHref={plansHref}
            contactNoticeHref={contactNoticeHref}
            policyDraftHref={(language) => policyDraftUrl(scannerUrl ?? '/', view.id, language)}
            evidence={
              view.evidence && scannerUrl
                ? {
                    fingerprint: view.evidence.fingerprint,
                    packageUrl: evidenceEndpoint(scannerUrl, view.id),
                    screenshots: view.evidence.screenshots.map((phase) => ({
                      phase,
                      src: screenshotEndpoint(scannerUrl, view.id, phase),
                    })),
                  }
                : null
            }
          />
        </Suspense>
      )}
    </Box>
  );
}
