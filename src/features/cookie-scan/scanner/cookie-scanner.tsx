import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { fieldSx } from '../../../components/form/field-style';
import { ActionButton } from '../../../components/ui/action-button';
import { queryParam } from '../../../routing/page-markers';
import { ExternalLink } from '../../../components/ui/external-link';
import { scannerDefaults } from '../../../../packages/scanner-contract/scanner-defaults';
import { dateLocale } from '../../../../packages/scanner-contract/date-locale';
import {
  isOneOf,
  urlRefusals,
  type EvidenceSummary,
  type ScanErrorCode,
  type ScanReport,
  type ScanStatus,
} from '../../../../packages/scanner-contract/report';
import {
  createScan,
  policyDraftUrl,
  evidenceEndpoint,
  POLL_MS,
  screenshotEndpoint,
  watchScan,
  type CreateScanError,
  type WatchError,
} from './scanner-client';
import { ProgressText, ScanSteps } from './scan-progress';

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

type View =
  | { kind: 'idle' }
  /** `againAt`: when the site can be scanned again (ms since the epoch), for a cooldown. */
  | { kind: 'refused'; error: CreateScanError; againAt?: number }
  | { kind: 'watching'; id: string; status: ScanStatus | null }
  | { kind: 'done'; id: string; report: ScanReport; evidence: EvidenceSummary | null }
  | { kind: 'failed'; id: string; error: ScanErrorCode }
  | { kind: 'lost'; id: string; error: WatchError };

/** The clock time `at` (or now, when the server gave no time) in the page's language. */
const againTime = (at: number | undefined, language: string) =>
  new Intl.DateTimeFormat(dateLocale(language), { timeStyle: 'short' }).format(
    new Date(at ?? Date.now()),
  );

/** Errors that say the scanner cannot take this scan now: the request form is the way on. */
const NEEDS_FALLBACK: readonly string[] = ['rate-limited', 'queue-full', 'unavailable', 'network'];

const contactLink = (contactHref: string, message: string) =>
  `${contactHref}?${new URLSearchParams({ [queryParam.message]: message }).toString()}`;

/** The page address with `?scan=<id>` (or without it), keeping everything else. */
function addressWithScan(id: string | null): string {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set(queryParam.scan, id);
  else url.searchParams.delete(queryParam.scan);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The cookie scanner on the scan page: a labelled address field and a scan button, live progress,
 * then the report in place, shareable as `?scan=<id>`. Self-contained (react-i18next and MUI, no
 * router) with JSON-serializable props, so it can be mounted on its own. Without JavaScript, or
 * without a configured scanner, the form leads to the contact form with the address filled in.
 */
/** The scanner: an island (its copy, `cookie-scanner`, is loaded with its code). */
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
  const [view, setView] = useState<View>({ kind: 'idle' });
  const [submitting, setSubmitting] = useState(false);
  // What the visitor typed, for the request form's prefilled message (the input stays
  // uncontrolled, so typing before hydration is kept).
  const [typed, setTyped] = useState('');
  const stopRef = useRef<(() => void) | null>(null);

  function follow(id: string) {
    if (!scannerUrl) return;
    stopRef.current?.();
    setView({ kind: 'watching', id, status: null });
    stopRef.current = watchScan(
      scannerUrl,
      id,
      (status) => {
        if (status.status === 'done') {
          setView({ kind: 'done', id, report: status.report, evidence: status.evidence });
        } else if (status.status === 'failed') setView({ kind: 'failed', id, error: status.error });
        else setView({ kind: 'watching', id, status });
      },
      (error) => setView({ kind: 'lost', id, error }),
      pollMs,
    );
  }

  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(queryParam.scan);
    // Reading the address is the external state this effect synchronises with.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (id && scannerUrl) follow(id);
    return () => stopRef.current?.();
    // Once, on mount: the shared address names the scan to show.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function submit(event: FormEvent<HTMLFormElement>) {
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
    setSubmitting(true);
    const result = await createScan(scannerUrl, value);
    setSubmitting(false);
    if (!result.ok) {
      setView({
        kind: 'refused',
        error: result.error,
        ...(result.retryAfterSeconds !== undefined && {
          againAt: Date.now() + result.retryAfterSeconds * 1000,
        }),
      });
      inputRef.current?.focus();
      return;
    }
    window.history.replaceState(window.history.state, '', addressWithScan(result.id));
    follow(result.id);
  }

  const fallback = (
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
  );

  let message: { severity: 'error' | 'warning'; text: string } | null = null;
  if (view.kind === 'refused') {
    const text = isOneOf(urlRefusals, view.error)
      ? t(`refusals.${view.error}`)
      : view.error === 'recently-scanned'
        ? t('errors.recently-scanned', { time: againTime(view.againAt, i18n.language) })
        : t(`errors.${view.error}`);
    message = { severity: NEEDS_FALLBACK.includes(view.error) ? 'warning' : 'error', text };
  } else if (view.kind === 'failed') {
    message = { severity: 'error', text: t(`failures.${view.error}`) };
  } else if (view.kind === 'lost') {
    message = { severity: 'error', text: t(`errors.${view.error}`) };
  }
  const showFallback =
    !scannerUrl ||
    (view.kind === 'refused' && NEEDS_FALLBACK.includes(view.error)) ||
    view.kind === 'failed' ||
    view.kind === 'lost';
  const busy = submitting || view.kind === 'watching';

  return (
    <Box sx={{ width: '100%', minWidth: 0 }} data-cookie-scanner>
      <Box
        component="form"
        action={contactHref}
        method="get"
        noValidate
        onSubmit={(event: FormEvent<HTMLFormElement>) => void submit(event)}
        sx={{ displayPrint: 'none', maxWidth: 780 }}
      >
        <Box
          component="label"
          htmlFor={inputId}
          sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}
        >
          {t('label')}
        </Box>
        <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
          <Box
            component="input"
            ref={inputRef}
            id={inputId}
            // Without JavaScript the form goes to the contact page, whose form reads `message`.
            name="message"
            type="text"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            placeholder={t('placeholder')}
            maxLength={2048}
            aria-describedby={`${hintId}${message ? ` ${messageId}` : ''}`}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
              setTyped(event.target.value.trim())
            }
            aria-invalid={view.kind === 'refused' && !NEEDS_FALLBACK.includes(view.error)}
            sx={{ ...fieldSx, flex: '1 1 16rem', width: 'auto' }}
          />
          <ActionButton type="submit" variant="contained" size="large" disabled={busy}>
            {scannerUrl ? t('submit') : t('request')}
          </ActionButton>
        </Stack>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          <Trans
            t={t}
            i18nKey="privacy"
            values={{ days: scannerDefaults.retentionDays }}
            components={{
              // A new tab, so what was typed stays; underlined, as running text needs.
              notice: <ExternalLink href={noticeHref} underline="always" />,
            }}
          />
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('kept')} {t('probe')}
        </Typography>
        <noscript>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('noScript')}
          </Typography>
        </noscript>
      </Box>
      {/* Announced as it changes: the phase, the queue position, a refusal, the end. */}
      <Box role="status" aria-live="polite" aria-atomic="true" sx={{ mt: 2 }} data-print-hide>
        {view.kind === 'watching' && <ProgressText status={view.status} />}
        {view.kind === 'done' && <Typography>{t('progress.done')}</Typography>}
        {message && (
          <Box
            role="alert"
            id={messageId}
            sx={{
              mt: 1,
              px: 2,
              py: 1.5,
              borderLeft: 4,
              borderColor: message.severity === 'error' ? 'error.main' : 'warning.main',
              bgcolor: 'background.paper',
              borderRadius: 1,
            }}
          >
            {message.text}
          </Box>
        )}
      </Box>
      {view.kind === 'watching' && <ScanSteps status={view.status} />}
      {showFallback && fallback}
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
