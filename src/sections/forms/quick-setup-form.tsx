import { useTranslation } from 'react-i18next';
import { RequestForm } from '../../components/form/request-form';

/**
 * The message a quick-setup request carries, word for word as the spec fixes it, in every
 * locale: the recipient's e-mail template and CRM rules match this text, so it is a constant of
 * the payload, not copy (the form shows no message).
 */
export const QUICK_SETUP_MESSAGE = 'Hızlı kurulum Talebi';

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
