import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Island } from '../../components/island/island';
import { useTranslation } from 'react-i18next';
import { Section } from '../../components/ui/section';
import { SplitLayout } from '../../components/ui/split-layout';
import { ContactForm } from '../forms/contact-form';
import { ContactDetails } from './contact-details';

/** The contact form (built by the forms work) beside the company's contact details. */
export function ContactSection() {
  const { t } = useTranslation(['contact', 'common']);
  return (
    <Section id={t('common:anchors.contact')}>
      <SplitLayout columns="7fr 5fr">
        <Box component="section" aria-labelledby="iletisim-formu-title" sx={{ minWidth: 0 }}>
          <Typography
            variant="h2"
            id="iletisim-formu-title"
            sx={{ typography: 'panelTitle', mb: 1 }}
          >
            {t('form.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {t('form.lead')}
          </Typography>
          <Island name="contact-form" component={ContactForm} props={{}} />
        </Box>
        <Box component="section" aria-labelledby="iletisim-bilgileri-title">
          <ContactDetails headingId="iletisim-bilgileri-title" />
        </Box>
      </SplitLayout>
    </Section>
  );
}
