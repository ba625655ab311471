import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { LinkButton } from '../../components/ui/action-button';
import { Section } from '../../components/ui/section';
import { site } from '../../config/site';

/** The closing call to action under every article: start for free, via the contact page. */
export function ArticleCta() {
  const { t } = useTranslation('blog');
  const paths = usePaths();
  return (
    <Section
      id="article-cta"
      tone="muted"
      align="center"
      title={t('cta.title')}
      lead={t('cta.lead', { brand: site.brand })}
    >
      <Box sx={{ textAlign: 'center' }}>
        <LinkButton to={paths.contact} variant="contained" size="large">
          {t('cta.button')}
        </LinkButton>
      </Box>
    </Section>
  );
}
