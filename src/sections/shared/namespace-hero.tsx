import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';
import type { Namespace } from '../../i18n/namespaces';

type HeroNamespace =
  'product' | 'compliance' | 'pricing' | 'contact' | 'cookie-scan' | 'contact-notice';

/** The hero band of a page whose namespace has `hero.eyebrow`, `hero.title`, `hero.lead`. */
export function NamespaceHero({
  ns,
  actions,
}: {
  ns: HeroNamespace & Namespace;
  actions?: React.ReactNode;
}) {
  const { t } = useTranslation(ns);
  return (
    <PageHero
      eyebrow={t('hero.eyebrow')}
      title={t('hero.title')}
      lead={t('hero.lead')}
      actions={actions}
    />
  );
}
