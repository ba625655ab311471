import { useTranslation } from 'react-i18next';
import { CheckList } from '../../components/ui/check-list';
import { Section } from '../../components/ui/section';

/** The KVKK cookie rules as a checklist a site owner can hold their banner against. */
export function CookieChecklist() {
  const { t } = useTranslation(['compliance', 'common']);
  return (
    <Section
      id={t('common:anchors.checklist')}
      tone="muted"
      eyebrow={t('checklist.eyebrow')}
      title={t('checklist.title')}
      lead={t('checklist.lead')}
    >
      <CheckList items={t('checklist.items', { returnObjects: true })} />
    </Section>
  );
}
