import { useTranslation } from 'react-i18next';
import { usePaths } from '../../routing/use-paths';
import { LinkButton } from '../../components/ui/action-button';
import { NamespaceHero } from '../shared/namespace-hero';

export function CookieScanHero() {
  const { t } = useTranslation('cookie-scan');
  const paths = usePaths();
  return (
    <NamespaceHero
      ns="cookie-scan"
      actions={
        <LinkButton to={paths.contact} variant="contained" size="large">
          {t('hero.cta')}
        </LinkButton>
      }
    />
  );
}
