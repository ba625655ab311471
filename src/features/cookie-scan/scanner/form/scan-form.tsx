import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FormEvent, RefObject } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { scannerDefaults } from '../../../../../packages/scanner-contract/scanner-defaults';
import { fieldSx } from '../../../../components/form/field-style';
import { ActionButton } from '../../../../components/ui/action-button';
import { ExternalLink } from '../../../../components/ui/external-link';

export interface ScanFormProps {
  /** Without JavaScript the form goes here (the contact page, whose form reads `message`). */
  contactHref: string;
  noticeHref: string;
  /** Whether a scanner is configured: the button scans, else it asks for a request. */
  scans: boolean;
  busy: boolean;
  invalid: boolean;
  inputRef: RefObject<HTMLInputElement | null>;
  ids: { input: string; hint: string; message?: string };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onType: (value: string) => void;
}

/** The labelled address field and its button, with what a scan keeps and how it looks. */
export function ScanForm({
  contactHref,
  noticeHref,
  scans,
  busy,
  invalid,
  inputRef,
  ids,
  onSubmit,
  onType,
}: ScanFormProps) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Box
      component="form"
      action={contactHref}
      method="get"
      noValidate
      onSubmit={onSubmit}
      sx={{ displayPrint: 'none', maxWidth: 780 }}
    >
      <Box
        component="label"
        htmlFor={ids.input}
        sx={{ display: 'block', fontWeight: 600, mb: 0.75 }}
      >
        {t('label')}
      </Box>
      <Stack direction="row" useFlexGap spacing={1.5} sx={{ flexWrap: 'wrap' }}>
        <Box
          component="input"
          ref={inputRef}
          id={ids.input}
          // Without JavaScript the form goes to the contact page, whose form reads `message`.
          name="message"
          type="text"
          inputMode="url"
          autoComplete="url"
          spellCheck={false}
          placeholder={t('placeholder')}
          maxLength={2048}
          aria-describedby={`${ids.hint}${ids.message ? ` ${ids.message}` : ''}`}
          onChange={(event: React.ChangeEvent<HTMLInputElement>) =>
            onType(event.target.value.trim())
          }
          aria-invalid={invalid}
          sx={{ ...fieldSx, flex: '1 1 16rem', width: 'auto' }}
        />
        <ActionButton type="submit" variant="contained" size="large" disabled={busy}>
          {scans ? t('submit') : t('request')}
        </ActionButton>
      </Stack>
      <Typography id={ids.hint} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
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
  );
}
