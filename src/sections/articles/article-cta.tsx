import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { LinkButton } from '../../components/ui/action-button';
import { Section } from '../../components/ui/section';
import { offerContext, site } from '../../config/site';

/**
 * The closing call to action under every article, via the contact page: a free start only when
 * the offer has one (`site.offer`), else a demo request.
 */
export function ArticleCta() {
  const { t } = useTranslation('blog');
  const paths = usePaths();
  return (
    <Section
      id="article-cta"
      tone="muted"
      align="center"
      title={t('cta.title', { context: offerContext })}
      lead={t('cta.lead', { brand: site.brand })}
    >
      <Box sx={{ textAlign: 'center' }}>
        <LinkButton to={paths.contact} variant="contained" size="large">
          {t('cta.button', { context: offerContext })}
        </LinkButton>
      </Box>
    </Section>
  );
}
