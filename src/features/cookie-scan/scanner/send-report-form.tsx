import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { ConsentCheckbox } from '../../../components/form/consent-checkbox';
import { fieldSx } from '../../../components/form/field-style';
import { fieldSpecs } from '../../../components/form/fields';
import { useSendRequest } from '../../../components/form/use-send-request';
import { ActionButton } from '../../../components/ui/action-button';
import { ExternalLink } from '../../../components/ui/external-link';
import { resolveEmailConfig } from '../../../config/email';
import { env } from '../../../config/env';
import { scannerDefaults } from '../../../../packages/scanner-contract/scanner-defaults';

export interface SendReportFormProps {
  /** The report's own address (`?scan=<id>`): what the e-mail links to. */
  reportUrl: string;
  /** The scanned site's address, named in the e-mail. */
  site: string;
  /** The contact-form information notice, linked from the acknowledgement box. */
  noticeHref: string;
}

type Problem = 'missing' | 'format';

/**
 * Whether this build can send a report's link: the EmailJS ids and the report's template, or no id
 * at all (the local outbox). Without it the report shows no form.
 */
export const canSendReportLink = () => resolveEmailConfig(env.emailjs, '', 'report').ok;

/**
 * "Send me this report": an e-mail address, the notice box the request forms have, and a button.
 * The address is checked by the browser's own e-mail rule (`type="email"`, read through
 * `validity`), but the message is the page's, in its language, under the field: the browser's
 * bubble would speak the browser's language. Uncontrolled like the request forms' inputs, so a
 * refusal or a failed send keeps what was typed.
 */
export function SendReportForm({ reportUrl, site, noticeHref }: SendReportFormProps) {
  const { t } = useTranslation('cookie-scanner');
  const headingId = useId();
  const inputId = useId();
  const hintId = useId();
  const problemId = useId();
  const consentId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const { sending, sendAndNotify } = useSendRequest();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = inputRef.current;
    const box = form.elements.namedItem('iAgree');
    if (!input || !(box instanceof HTMLInputElement) || !box.checked) return;
    if (!input.validity.valid) {
      setProblem(input.validity.valueMissing ? 'missing' : 'format');
      input.focus();
      return;
    }
    setProblem(null);
    const payload = { email: input.value.trim(), report: reportUrl, site };
    const outcome = await sendAndNotify((sender) => sender.sendReportLink(payload), {
      sent: t('report.sendMe.toast.success'),
      failed: t('report.sendMe.toast.failure'),
    });
    if (outcome === 'sent') {
      form.reset();
      // As in the request form: tell React the box is clear, or it would drop the next tick.
      box.checked = false;
      setConsent(false);
    }
  }

  const problemText =
    problem === 'missing'
      ? t('report.sendMe.invalid.missing')
      : problem === 'format'
        ? t('report.sendMe.invalid.format')
        : null;

  return (
    <Box
      component="form"
      method="post"
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event: FormEvent<HTMLFormElement>) => void handleSubmit(event)}
      data-send-report
      sx={{ mt: 3, maxWidth: 560, display: 'grid', gap: 1.5 }}
    >
      <Typography id={headingId} variant="h4" component="h4" sx={{ typography: 'h6' }}>
        {t('report.sendMe.title')}
      </Typography>
      <Box component="label" htmlFor={inputId} sx={{ fontWeight: 600 }}>
        {t('report.sendMe.email')}
      </Box>
      <Box
        component="input"
        ref={inputRef}
        id={inputId}
        name="email"
        type="email"
        autoComplete="email"
        spellCheck={false}
        required
        maxLength={fieldSpecs.email.maxLength}
        aria-invalid={problem !== null}
        aria-describedby={`${problem ? `${problemId} ` : ''}${hintId}`}
        onChange={() => problem && setProblem(null)}
        sx={fieldSx}
      />
      {/* Announced when it appears; the field, focused again, is described by it too. */}
      {problemText && (
        <Box role="alert" id={problemId} sx={{ color: 'error.main', fontWeight: 600 }}>
          {problemText}
        </Box>
      )}
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('report.sendMe.hint', { days: scannerDefaults.retentionDays })}
      </Typography>
      <ConsentCheckbox id={consentId} onChange={setConsent}>
        <Trans
          t={t}
          i18nKey="report.sendMe.consent"
          components={{
            // A new tab, so what was typed stays; underlined, as running text needs.
            notice: <ExternalLink href={noticeHref} underline="always" />,
          }}
        />
      </ConsentCheckbox>
      <Box>
        <ActionButton type="submit" variant="outlined" disabled={sending || !consent}>
          {sending ? t('report.sendMe.submit.sending') : t('report.sendMe.submit.idle')}
        </ActionButton>
      </Box>
    </Box>
  );
}
