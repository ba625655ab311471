import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AnchorButton } from '../../../components/ui/action-button';
import { threeColumns } from './report/report-blocks';
import { scannerDefaults } from '../../../../packages/scanner-contract/scanner-defaults';
import { SCAN_VIEWPORT, type StoryPhase } from '../../../../packages/scanner-contract/report';

/** Where a finished scan's evidence is served, and its fingerprint (server/scanner/evidence/evidence.ts). */
export interface ScanEvidenceLinks {
  fingerprint: string;
  /** The evidence package (ZIP). */
  packageUrl: string;
  /** The screenshots kept, in the story's order. */
  screenshots: { phase: StoryPhase; src: string }[];
}

/**
 * A scan's screenshots as a visitor's screen showed them (the first screen before any choice,
 * then after each choice), the package's fingerprint and its download.
 */
export function ScanEvidenceView({ evidence }: { evidence: ScanEvidenceLinks }) {
  const { t } = useTranslation('cookie-scanner');
  return (
    <Box data-scan-evidence>
      <Typography color="text.secondary">
        {t('report.evidence.lead', { days: scannerDefaults.retentionDays, ...SCAN_VIEWPORT })}
      </Typography>
      {evidence.screenshots.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{t('report.evidence.noScreenshots')}</Typography>
      ) : (
        <Box sx={threeColumns}>
          {evidence.screenshots.map(({ phase, src }) => (
            <Box component="figure" key={phase} sx={{ m: 0, minWidth: 0 }}>
              <Box
                component="img"
                src={src}
                alt={t(`report.evidence.alt.${phase}`)}
                width={SCAN_VIEWPORT.width}
                height={SCAN_VIEWPORT.height}
                loading="lazy"
                decoding="async"
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 'auto',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                }}
              />
              <Typography component="figcaption" variant="body2" sx={{ mt: 0.75 }}>
                {t(`report.story.${phase}`)}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Typography sx={{ mt: 2 }}>{t('report.evidence.fingerprint')}</Typography>
      <Box
        component="code"
        data-evidence-fingerprint
        sx={{ display: 'block', mt: 0.5, overflowWrap: 'anywhere', typography: 'code' }}
      >
        {evidence.fingerprint}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('report.evidence.fingerprintHelp')}
      </Typography>
      <Box sx={{ mt: 2 }} data-print-hide>
        <AnchorButton variant="outlined" href={evidence.packageUrl}>
          {t('report.evidence.download')}
        </AnchorButton>
      </Box>
    </Box>
  );
}
