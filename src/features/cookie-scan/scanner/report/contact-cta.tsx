import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AnchorButton } from '../../../../components/ui/action-button';
import { queryParam } from '../../../../routing/page-markers';

/** The report's last word: ask us, with the contact form's message filled in from this scan. */
export function ContactCta({
  url,
  shareUrl,
  contactHref,
}: {
  url: string;
  shareUrl: string;
  contactHref: string;
}) {
  const { t } = useTranslation('cookie-scanner');
  const cta = `${contactHref}?${new URLSearchParams({
    [queryParam.message]: t('report.cta.message', { url, report: shareUrl }),
  }).toString()}`;
  return (
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
  );
}
