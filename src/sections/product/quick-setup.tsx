import Box from '@mui/material/Box';
import { Island } from '../../components/island/island';
import { useTranslation } from 'react-i18next';
import { CheckList } from '../../components/ui/check-list';
import { Section } from '../../components/ui/section';
import { SplitLayout } from '../../components/ui/split-layout';
import quickSetupForm from '../forms/quick-setup-form.island';

/** Anchor of the form band; the hero's button scrolls here. */

/** The quick-setup request: what the visitor gets, and the form (built by the forms work). */
export function QuickSetup() {
  const { t } = useTranslation(['product', 'common']);
  return (
    <Section
      id={t('common:anchors.quickSetup')}
      eyebrow={t('quickSetup.eyebrow')}
      title={t('quickSetup.title')}
      lead={t('quickSetup.lead')}
    >
      <SplitLayout columns="5fr 7fr">
        <CheckList items={t('quickSetup.points', { returnObjects: true })} />
        <Box sx={{ minWidth: 0 }}>
          <Island of={quickSetupForm} props={{}} />
        </Box>
      </SplitLayout>
    </Section>
  );
}
