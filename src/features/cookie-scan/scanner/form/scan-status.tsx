import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ProgressText } from '../scan-progress';
import type { ScanMessage } from './scan-message';
import type { ScanView } from './scan-state';

/**
 * Announced as it changes: the phase, the queue position, the end; a refusal or a failure is an
 * alert of its own beside it, not inside it (nested live regions are read out twice).
 */
export function ScanStatusLine({
  view,
  message,
  messageId,
}: {
  view: ScanView;
  message: ScanMessage | null;
  messageId: string;
}) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <>
      <Box role="status" aria-live="polite" aria-atomic="true" sx={{ mt: 2 }} data-print-hide>
        {view.kind === 'watching' && <ProgressText status={view.status} />}
        {view.kind === 'done' && <Typography>{t('progress.done')}</Typography>}
      </Box>
      {message && (
        <Box
          role="alert"
          id={messageId}
          data-print-hide
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
    </>
  );
}
