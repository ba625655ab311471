import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '../ui/action-button';
import { ConsentCheckbox } from './consent-checkbox';
import { emptyValues, fieldSpecs, type FieldId, type FieldValues } from './fields';
import { TextInput } from './text-input';
import { useSendRequest } from './use-send-request';

interface RequestFormProps {
  /** Accessible name of the form. */
  label: string;
  /** The inputs to show, in order. */
  fields: readonly FieldId[];
  /** Sent as `message` when the form has no message input. */
  fixedMessage?: string;
}

/**
 * The one request form (quick setup, contact). Native validation only: the browser checks
 * required fields, the e-mail type and lengths before `submit` fires. Typed values are plain
 * strings: sent as JSON, rendered only as input values, never as HTML.
 */
export function RequestForm({ label, fields, fixedMessage = '' }: RequestFormProps) {
  const { t } = useTranslation('forms');
  const [values, setValues] = useState<FieldValues>(emptyValues);
  const [consent, setConsent] = useState(false);
  const { sending, sendAndNotify } = useSendRequest();

  // A link may suggest the message (`?message=`, the home page configurator's "request this
  // setup"); read after hydration, kept as plain text, never over what the visitor typed.
  useEffect(() => {
    const suggested = new URLSearchParams(window.location.search).get('message');
    if (!suggested || !fields.includes('message')) return;
    const message = suggested.slice(0, fieldSpecs.message.maxLength);
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setValues((current) => (current.message ? current : { ...current, message }));
  }, [fields]);

  const valueOf = (id: FieldId) =>
    fields.includes(id) ? values[id].slice(0, fieldSpecs[id].maxLength) : '';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!consent) return;
    const outcome = await sendAndNotify(
      {
        name: valueOf('name'),
        lastName: valueOf('lastName'),
        email: valueOf('email'),
        phone: valueOf('phone'),
        company: valueOf('company'),
        message: fields.includes('message') ? valueOf('message') : fixedMessage,
        iAgree: consent,
      },
      { sent: t('toast.success'), failed: t('toast.failure') },
    );
    if (outcome === 'sent') {
      setValues(emptyValues);
      setConsent(false);
    }
  }

  return (
    <Box
      component="form"
      method="post"
      aria-label={label}
      onSubmit={handleSubmit}
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        maxWidth: 720,
        p: { xs: 2.5, sm: 4 },
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {t('requiredNote')}
      </Typography>
      {fields.map((id) => (
        <TextInput
          key={id}
          name={id}
          label={t(`fields.${id}`)}
          spec={fieldSpecs[id]}
          value={values[id]}
          onChange={(value) => setValues((current) => ({ ...current, [id]: value }))}
        />
      ))}
      <ConsentCheckbox checked={consent} onChange={setConsent} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ActionButton
          type="submit"
          variant="contained"
          size="large"
          disabled={sending || !consent}
          sx={{ minHeight: 48, minWidth: 160 }}
        >
          {sending ? t('submit.sending') : t('submit.idle')}
        </ActionButton>
      </Box>
    </Box>
  );
}
