import ArrowForwardRounded from '@mui/icons-material/ArrowForwardRounded';
import CookieOutlined from '@mui/icons-material/CookieOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { AppLink } from '../../components/ui/app-link';
import { IconBadge } from '../../components/ui/icon-badge';
import { Section } from '../../components/ui/section';
import { alongReading } from '../../theme/direction';

/** Not sure which plan? A pointer to the cookie-scan page. */
export function CookieScanNote() {
  const { t } = useTranslation(['pricing', 'common']);
  const paths = usePaths();
  return (
    <Section id={t('common:anchors.cookieScan')} tone="muted">
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: { xs: 2, md: 4 },
          alignItems: { md: 'center' },
        }}
      >
        <IconBadge icon={CookieOutlined} size="large" />
        <Box sx={{ flex: 1 }}>
          <Typography variant="h2" sx={{ typography: 'panelTitle', mb: 1 }}>
            {t('scan.title')}
          </Typography>
          <Typography color="text.secondary">{t('scan.lead')}</Typography>
        </Box>
        <AppLink
          to={paths.cookieScan}
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            fontWeight: 700,
            minHeight: 44,
          }}
        >
          {t('scan.link')}
          <ArrowForwardRounded aria-hidden="true" fontSize="small" sx={alongReading} />
        </AppLink>
      </Box>
    </Section>
  );
}
