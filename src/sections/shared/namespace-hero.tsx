import { useTranslation } from 'react-i18next';
import { PageHero } from '../../components/ui/page-hero';
import type { NamespaceWith } from '../../i18n/namespaces';

type HeroNamespace = NamespaceWith<{ hero: { eyebrow: string; title: string; lead: string } }>;

/** The hero band of a page whose namespace has `hero.eyebrow`, `hero.title`, `hero.lead`. */
export function NamespaceHero({ ns, actions }: { ns: HeroNamespace; actions?: React.ReactNode }) {
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
