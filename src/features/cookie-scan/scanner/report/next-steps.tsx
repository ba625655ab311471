import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { requestFormHref } from '../../../../components/form/request-context';
import { AnchorButton } from '../../../../components/ui/action-button';
import { canSendReportLink, SendReportForm } from '../send-report-form';
import { Block, wrapAnywhere } from './report-blocks';

/**
 * The way on from the report: quick setup for the scanned site, the plans, and the report's link
 * by e-mail (when the build can send it).
 */
export function NextSteps({
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
