import { useTranslation } from 'react-i18next';
import { RequestForm } from '../../components/form/request-form';

/** Contact form on /iletisim: the quick-setup fields plus a required message. */
export function ContactForm() {
  const { t } = useTranslation('forms');
  return (
    <RequestForm
      label={t('contact.label')}
      fields={['name', 'lastName', 'email', 'phone', 'company', 'message']}
    />
  );
}
