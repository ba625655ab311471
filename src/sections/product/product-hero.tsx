import { useTranslation } from 'react-i18next';
import { AnchorButton } from '../../components/ui/action-button';
import { NamespaceHero } from '../shared/namespace-hero';

export function ProductHero() {
  const { t } = useTranslation(['product', 'common']);
  return (
    <NamespaceHero
      ns="product"
      actions={
        <AnchorButton href={`#${t('common:anchors.quickSetup')}`} variant="contained" size="large">
          {t('hero.cta')}
        </AnchorButton>
      }
    />
  );
}
