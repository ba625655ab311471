import Box from '@mui/material/Box';
import { queryParam } from '../../routing/page-markers';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../config/site';
import { ActionButton } from '../ui/action-button';
import { ConsentCheckbox } from './consent-checkbox';
import { fieldSpecs, type FieldId } from './fields';
import { messageWithContext, readRequestContext, type RequestContext } from './request-context';
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
 *
 * The inputs are uncontrolled and the values are read from the form when it is sent, so what a
 * visitor typed or ticked in the prerendered page before hydration is kept and is what is sent.
 */
export function RequestForm({ label, fields, fixedMessage = '' }: RequestFormProps) {
  const { t } = useTranslation(['forms', 'common', 'plans']);
  const formRef = useRef<HTMLFormElement>(null);
  const consentId = useId();
  // Mirrors the notice box, only to disable the submit button; the box itself is the truth. The
  // prerendered button is disabled, and until this code runs the island loader keeps it in step
  // with the box (./submit-gate.ts). Hydration starts from the box as the visitor left it, so
  // the first client render matches the page (no mismatch) and a tick made before it is kept.
  const [consent, setConsent] = useState(() => prerenderedConsentBox(consentId)?.checked ?? false);
  const { sending, sendAndNotify } = useSendRequest();
  // The site and plan a link handed over (`?site=`, `?plan=`): empty in the prerendered page and
  // in the first client render, so hydration matches; read from the address after it.
  const [context, setContext] = useState<RequestContext>({});

  // A link may suggest the message (`?message=`, the home page configurator's "request this
  // setup"): read after hydration, set as the field's plain-text value, never over what the
  // visitor typed.
  useEffect(() => {
    // Reading the address is the external state this effect synchronises with.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setContext(readRequestContext(window.location.search));
    const suggested = new URLSearchParams(window.location.search).get(queryParam.message);
    const box = formRef.current?.elements.namedItem('message');
    if (!suggested || !(box instanceof HTMLTextAreaElement) || box.value) return;
    box.value = suggested.slice(0, fieldSpecs.message.maxLength);
  }, []);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    if (!consentBox(form)?.checked) return;
    const valueOf = (id: FieldId) =>
      fields.includes(id) ? String(data.get(id) ?? '').slice(0, fieldSpecs[id].maxLength) : '';
    const payload = {
      name: valueOf('name'),
      lastName: valueOf('lastName'),
      email: valueOf('email'),
      phone: valueOf('phone'),
      company: valueOf('company'),
      message: messageWithContext(
        fields.includes('message') ? valueOf('message') : fixedMessage,
        context,
      ),
      iAgree: true,
    };
    const outcome = await sendAndNotify((sender) => sender.sendRequest(payload), {
      sent: t('toast.success'),
      failed: t('toast.failure'),
    });
    if (outcome === 'sent') {
      form.reset();
      // `reset()` unticks the box behind React's back: React still holds it as ticked and would
      // drop the visitor's next tick as no change. Setting the property tells React it is clear.
      const box = consentBox(form);
      if (box) box.checked = false;
      setConsent(false);
    }
  }

  return (
    <Box
      component="form"
      ref={formRef}
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
      {(context.site || context.plan) && (
        <Box data-request-context sx={{ gridColumn: '1 / -1', overflowWrap: 'anywhere' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('context.lead')}</Typography>
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {context.site && <li>{t('context.site', { site: context.site })}</li>}
            {context.plan && (
              <li>{t('context.plan', { plan: t(`plans:items.${context.plan}.name`) })}</li>
            )}
          </Box>
        </Box>
      )}
      {/* Only the island sends the form: without JavaScript, say so before anything is typed. */}
      <noscript>
        <Typography sx={{ gridColumn: '1 / -1' }}>
          {t('noScript')}{' '}
          <MuiLink href={`mailto:${site.contact.email}`}>{site.contact.email}</MuiLink>
          {' · '}
          <MuiLink href={`tel:${site.contact.phone}`}>{site.contact.phoneDisplay}</MuiLink>
        </Typography>
      </noscript>
      {fields.map((id) => (
        <TextInput key={id} name={id} label={t(`fields.${id}`)} spec={fieldSpecs[id]} />
      ))}
      <ConsentCheckbox id={consentId} onChange={setConsent} />
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

/** The notice box in the page being hydrated; none while prerendering or rendering afresh. */
function prerenderedConsentBox(id: string) {
  if (typeof document === 'undefined') return null;
  const box = document.getElementById(id);
  return box instanceof HTMLInputElement ? box : null;
}

function consentBox(form: HTMLFormElement | null) {
  const box = form?.elements.namedItem('iAgree');
  return box instanceof HTMLInputElement ? box : null;
}
