import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { LinkButton } from '../../components/ui/action-button';
import { PageHero } from '../../components/ui/page-hero';
import { offerContext } from '../../config/site';
import consentBanner from '../../content/illustrations/consent-banner.svg';

export function HomeHero() {
  const { t } = useTranslation('home');
  const paths = usePaths();
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      lead={t('hero.lead')}
      actions={
        <>
          <LinkButton to={paths.contact} variant="contained" size="large">
            {t('hero.primaryCta', { context: offerContext })}
          </LinkButton>
          <LinkButton to={paths.cookieScan} variant="outlined" size="large">
            {t('hero.secondaryCta')}
          </LinkButton>
        </>
      }
      media={
        <Box
          component="img"
          src={consentBanner}
          alt=""
          width={520}
          height={420}
          sx={{ display: 'block', width: '100%', height: 'auto' }}
        />
      }
    />
  );
}
