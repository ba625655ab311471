import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Island } from '../../components/island/island';
import { Section } from '../../components/ui/section';
import { SplitLayout } from '../../components/ui/split-layout';
import contactForm from '../forms/contact-form.island';
import { ContactDetails } from './contact-details';

/** The contact form (built by the forms work) beside the company's contact details. */
export function ContactSection() {
  const { t } = useTranslation(['contact', 'common']);
  // Headings named by generated ids: no Turkish ids on the English page.
  const formTitleId = useId();
  const detailsTitleId = useId();
  return (
    <Section id={t('common:anchors.contact')}>
      <SplitLayout columns="7fr 5fr">
        <Box component="section" aria-labelledby={formTitleId} sx={{ minWidth: 0 }}>
          <Typography variant="h2" id={formTitleId} sx={{ typography: 'panelTitle', mb: 1 }}>
            {t('form.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('form.lead')}
          </Typography>
          <Island of={contactForm} props={{}} />
        </Box>
        <Box component="section" aria-labelledby={detailsTitleId}>
          <ContactDetails headingId={detailsTitleId} />
        </Box>
      </SplitLayout>
    </Section>
  );
}
