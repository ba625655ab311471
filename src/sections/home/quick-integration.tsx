import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { CheckList } from '../../components/ui/check-list';
import { LinkButton } from '../../components/ui/action-button';
import { Section } from '../../components/ui/section';
import { SplitLayout } from '../../components/ui/split-layout';
import { site } from '../../config/site';

export function QuickIntegration() {
  const { t } = useTranslation(['home', 'common']);
  const paths = usePaths();
  const siteId = t('integration.siteIdPlaceholder');
  const snippet = `<script src="${site.integration.scriptUrl}" data-site-id="${siteId}" async></script>`;
  return (
    <Section
      id={t('common:anchors.quickIntegration')}
      tone="muted"
      eyebrow={t('integration.eyebrow')}
      title={t('integration.title')}
      lead={t('integration.lead')}
    >
      <SplitLayout columns="5fr 6fr" align="center">
        <Box>
          <CheckList items={t('integration.points', { returnObjects: true })} />
          {/* Spacing on a wrapper: the button keeps the shared class of the page's main buttons. */}
          <Box sx={{ mt: 4 }}>
            <LinkButton to={paths.product} variant="contained" size="large">
              {t('integration.cta')}
            </LinkButton>
          </Box>
        </Box>
        <Box
          component="figure"
          sx={{ m: 0, borderRadius: 3, overflow: 'hidden', bgcolor: 'text.primary' }}
        >
          <Typography
            component="figcaption"
            sx={{
              px: 3,
              py: 1.5,
              typography: 'textSm',
              fontWeight: 600,
              color: 'code.caption',
              borderBottom: 1,
              borderColor: 'code.border',
            }}
          >
            {t('integration.codeLabel')}
          </Typography>
          <Box
            component="pre"
            sx={{
              m: 0,
              p: 3,
              color: 'code.text',
              typography: 'code',
              lineHeight: 1.7,
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            <code>{snippet}</code>
          </Box>
        </Box>
      </SplitLayout>
    </Section>
  );
}
