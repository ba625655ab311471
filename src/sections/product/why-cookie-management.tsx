import CloseRounded from '@mui/icons-material/CloseRounded';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CheckList } from '../../components/ui/check-list';
import { Section } from '../../components/ui/section';
import { SplitLayout } from '../../components/ui/split-layout';
import { whyFacts } from '../../content/product';

/** Why it matters: the KVKK rules for cookies, what is not valid consent, three key facts. */
export function WhyCookieManagement() {
  const { t } = useTranslation(['product', 'common']);
  return (
    <Section
      id={t('common:anchors.why')}
      tone="muted"
      eyebrow={t('why.eyebrow')}
      title={t('why.title')}
    >
      <SplitLayout columns="7fr 5fr">
        <Box>
          {t('why.paragraphs', { returnObjects: true }).map((paragraph, index) => (
            // A static list: its order is its identity.
            <Typography key={index} sx={{ mb: 2, typography: 'textLg' }}>
              {paragraph}
            </Typography>
          ))}
          <Box
            sx={{
              mt: 4,
              p: { xs: 3, md: 4 },
              borderRadius: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
            }}
          >
            <Typography variant="h3" sx={{ mb: 2 }}>
              {t('why.pitfallsTitle')}
            </Typography>
            <CheckList
              icon={CloseRounded}
              color="error"
              items={t('why.pitfalls', { returnObjects: true })}
            />
          </Box>
        </Box>
        <Box component="dl" sx={{ m: 0, display: 'grid', gap: 2 }}>
          {whyFacts.map((fact) => (
            <Box
              key={fact}
              sx={{
                p: 3,
                borderRadius: 2,
                bgcolor: 'background.paper',
                borderLeft: 4,
                borderColor: 'primary.main',
                display: 'flex',
                flexDirection: 'column-reverse',
              }}
            >
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {t(`why.facts.${fact}.label`)}
              </Box>
              <Box
                component="dd"
                sx={{ m: 0, mb: 0.5, typography: 'stat', fontWeight: 800, color: 'primary.dark' }}
              >
                {t(`why.facts.${fact}.value`)}
              </Box>
            </Box>
          ))}
        </Box>
      </SplitLayout>
    </Section>
  );
}
