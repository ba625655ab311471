import { useTranslation } from 'react-i18next';
import { AnchorButton } from '../../components/ui/action-button';
import { NamespaceHero } from '../shared/namespace-hero';
import { QUICK_SETUP_ID } from './quick-setup';

export function ProductHero() {
  const { t } = useTranslation('product');
  return (
    <NamespaceHero
      ns="product"
      actions={
        <AnchorButton href={`#${QUICK_SETUP_ID}`} variant="contained" size="large">
          {t('hero.cta')}
        </AnchorButton>
      }
    />
  );
}
