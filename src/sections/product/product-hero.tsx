import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { NamespaceHero } from '../shared/namespace-hero';
import { QUICK_SETUP_ID } from './quick-setup';

export function ProductHero() {
  const { t } = useTranslation('product');
  return (
    <NamespaceHero
      ns="product"
      actions={
        <Button href={`#${QUICK_SETUP_ID}`} variant="contained" size="large">
          {t('hero.cta')}
        </Button>
      }
    />
  );
}
