import { useTranslation } from 'react-i18next';
import { RequestForm } from '../../components/form/request-form';
import { QUICK_SETUP_MESSAGE } from '../../config/email';

/** Quick-setup request on /urunler: no message input; the message is a fixed text. */
export function QuickSetupForm() {
  const { t } = useTranslation('forms');
  return (
    <RequestForm
      label={t('quickSetup.label')}
      fields={['name', 'lastName', 'email', 'phone', 'company']}
      fixedMessage={QUICK_SETUP_MESSAGE}
    />
  );
}
