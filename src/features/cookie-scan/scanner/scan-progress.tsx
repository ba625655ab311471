import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { scanPhases as STEPS, type ScanStatus } from '../../../../packages/scanner-contract/report';

/** One sentence for the live region: the queue position while waiting, else the current step. */
export function ProgressText({ status }: { status: ScanStatus | null }) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Box component="p" sx={{ m: 0, fontWeight: 600 }} data-progress>
      {status?.status === 'queued'
        ? t('progress.queued', { position: status.position })
        : status?.status === 'running'
          ? t(`progress.steps.${status.progress}`)
          : t('progress.steps.queued')}
    </Box>
  );
}

/** The scan's steps in order, the current one marked (outside the live region: read on demand). */
export function ScanSteps({ status }: { status: ScanStatus | null }) {
  const { t } = useTranslation('cookie-scanner');
  const current = status?.status === 'running' ? STEPS.indexOf(status.progress) : -1;
  return (
    <Box component="ol" sx={{ m: 0, mt: 1, pl: 3 }}>
      {STEPS.map((step, index) => (
        <Box
          component="li"
          key={step}
          aria-current={index === current ? 'step' : undefined}
          sx={{
            color: index <= current ? 'text.primary' : 'text.secondary',
            fontWeight: index === current ? 700 : 400,
          }}
        >
          {t(`progress.steps.${step}`)}
        </Box>
      ))}
    </Box>
  );
}
