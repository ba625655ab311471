import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RequestPayload } from '../../src/lib/send-request';
import { ContactForm } from '../../src/sections/forms/contact-form';
import { QUICK_SETUP_MESSAGE } from '../../src/config/email';
import { QuickSetupForm } from '../../src/sections/forms/quick-setup-form';
import { bundle, languages, renderWithProviders, withProviders } from './support/render';

/** EmailJS and the toast are the form's edges: each send is recorded and answered by the test. */
const edges = vi.hoisted(() => ({
  sendRequest: vi.fn<(payload: RequestPayload) => Promise<void>>(),
  showToast: vi.fn<(message: string, variant: string) => void>(),
}));
vi.mock('../../src/lib/send-request', () => ({ sendRequest: edges.sendRequest }));
vi.mock('../../src/lib/toast', () => ({ showToast: edges.showToast }));

// Turkish letters on purpose, in every locale: non-ASCII input must be sent as typed.
const typed = {
  name: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@example.com',
  phone: '+90 555 111 22 33',
  company: 'Örnek A.Ş.',
  message: 'Kurulum hakkında bilgi almak istiyoruz.',
};
type Field = keyof typeof typed;

/** `text` as a regular expression that matches it literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

beforeEach(() => {
  edges.sendRequest.mockReset();
  edges.showToast.mockReset();
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** What the form shows for `?site=https://shop.example/tr/?utm=x#top&plan=standard`, per language. */
const shownContext: Record<string, string[]> = {
  tr: [
    'Talebiniz şu bilgilerle birlikte gönderilecek:',
    'Web sitesi: https://shop.example/tr/',
    'Paket: Standart',
  ],
  en: [
    'Your request will be sent with these details:',
    'Website: https://shop.example/tr/',
    'Plan: Standard',
  ],
};
const CONTEXT_QUERY = '?site=https%3A%2F%2Fshop.example%2Ftr%2F%3Futm%3Dx%23top&plan=standard';

describe.each(languages)('%s', (language) => {
  const forms = bundle(language, 'forms');

  function parts(label: string) {
    const form = screen.getByRole('form', { name: label });
    const field = (key: Field) =>
      screen.getByLabelText<HTMLInputElement>(forms.fields[key], { exact: true });
    return {
      form,
      field,
      consent: screen.getByRole<HTMLInputElement>('checkbox'),
      submit: () =>
        screen.getByRole<HTMLButtonElement>('button', {
          name: new RegExp(`^(${literal(forms.submit.idle)}|${literal(forms.submit.sending)})$`),
        }),
    };
  }

  async function fill(user: ReturnType<typeof userEvent.setup>, fields: Field[], label: string) {
    const { field, consent } = parts(label);
    for (const key of fields) await user.type(field(key), typed[key]);
    await user.click(consent);
  }

  describe('request form', () => {
    it('keeps submit disabled until the notice is acknowledged', async () => {
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<ContactForm />, language);
      const { consent, submit } = parts(forms.contact.label);
      expect(submit().disabled).toBe(true);
      await user.click(consent);
      expect(submit().disabled).toBe(false);
      await user.click(consent);
      expect(submit().disabled).toBe(true);
    });

    it('sends what was typed, shows "sending" while it waits, then thanks and clears the form', async () => {
      const user = userEvent.setup({ delay: null });
      let answer = () => {};
      edges.sendRequest.mockImplementation(
        () => new Promise<void>((resolve) => (answer = resolve)),
      );
      renderWithProviders(<ContactForm />, language);
      const contactFields = Object.keys(typed) as Field[];
      await fill(user, contactFields, forms.contact.label);
      const { form, field, consent, submit } = parts(forms.contact.label);
      await user.click(submit());

      await waitFor(() => expect(edges.sendRequest).toHaveBeenCalledTimes(1));
      expect(edges.sendRequest).toHaveBeenCalledWith({ ...typed, iAgree: true });
      expect(submit().textContent).toBe(forms.submit.sending);
      expect(submit().disabled).toBe(true);
      // A second submit while the first is in flight (Enter in a field) sends nothing more.
      fireEvent.submit(form);

      answer();
      await waitFor(() =>
        expect(edges.showToast).toHaveBeenCalledWith(forms.toast.success, 'default'),
      );
      expect(edges.sendRequest).toHaveBeenCalledTimes(1);
      for (const key of contactFields) expect(field(key).value).toBe('');
      expect(consent.checked).toBe(false);
      expect(submit().textContent).toBe(forms.submit.idle);
    });

    it('after a sent request, a new tick enables submit again for the next request', async () => {
      const user = userEvent.setup({ delay: null });
      edges.sendRequest.mockResolvedValue();
      renderWithProviders(<ContactForm />, language);
      await fill(user, Object.keys(typed) as Field[], forms.contact.label);
      const { consent, submit } = parts(forms.contact.label);
      await user.click(submit());
      await waitFor(() => expect(consent.checked).toBe(false));
      expect(submit().disabled).toBe(true);
      await user.click(consent);
      expect(consent.checked).toBe(true);
      expect(submit().disabled).toBe(false);
    });

    it('keeps what was typed and shows the failure toast when sending fails', async () => {
      const user = userEvent.setup({ delay: null });
      vi.spyOn(console, 'error').mockImplementation(() => {});
      edges.sendRequest.mockRejectedValue(new Error('network'));
      renderWithProviders(<ContactForm />, language);
      await fill(user, Object.keys(typed) as Field[], forms.contact.label);
      const { field, consent, submit } = parts(forms.contact.label);
      await user.click(submit());

      await waitFor(() =>
        expect(edges.showToast).toHaveBeenCalledWith(forms.toast.failure, 'error'),
      );
      expect(field('email').value).toBe(typed.email);
      expect(consent.checked).toBe(true);
      expect(submit().disabled).toBe(false);
    });

    it('quick setup: no message input, its fixed message is sent instead', async () => {
      const user = userEvent.setup({ delay: null });
      edges.sendRequest.mockResolvedValue();
      renderWithProviders(<QuickSetupForm />, language);
      expect(screen.queryByLabelText(forms.fields.message, { exact: true })).toBeNull();
      const quickFields: Field[] = ['name', 'lastName', 'email', 'phone', 'company'];
      await fill(user, quickFields, forms.quickSetup.label);
      await user.click(parts(forms.quickSetup.label).submit());
      await waitFor(() => expect(edges.sendRequest).toHaveBeenCalledTimes(1));
      expect(edges.sendRequest).toHaveBeenCalledWith({
        ...typed,
        message: QUICK_SETUP_MESSAGE,
        iAgree: true,
      });
    });

    it('sends nothing while a required field is empty (native validation)', async () => {
      const user = userEvent.setup({ delay: null });
      renderWithProviders(<ContactForm />, language);
      await fill(user, ['name', 'lastName', 'email', 'company'], forms.contact.label);
      const { form, submit } = parts(forms.contact.label);
      await user.click(submit());
      expect((form as HTMLFormElement).checkValidity()).toBe(false);
      expect(edges.sendRequest).not.toHaveBeenCalled();
    });
  });

  describe('what a link hands over (?site=, ?plan=)', () => {
    /** Fills the form (the contact form has a message too) and sends it once. */
    async function send(form: 'quickSetup' | 'contact') {
      const user = userEvent.setup({ delay: null });
      const fields = Object.keys(typed) as Field[];
      const label = forms[form].label;
      await fill(user, form === 'contact' ? fields : fields.filter((f) => f !== 'message'), label);
      await user.click(parts(label).submit());
      await waitFor(() => expect(edges.sendRequest).toHaveBeenCalledTimes(1));
    }

    it('quick setup shows the scanned site (without its query) and the chosen plan, and sends them under the fixed message', async () => {
      window.history.replaceState(null, '', `/urunler${CONTEXT_QUERY}`);
      edges.sendRequest.mockResolvedValue();
      renderWithProviders(<QuickSetupForm />, language);
      const context = await waitFor(() => {
        const box = document.querySelector('[data-request-context]');
        if (!box) throw new Error('no context shown');
        return box;
      });
      expect(
        [context.querySelector('p'), ...context.querySelectorAll('li')].map((e) => e?.textContent),
      ).toEqual(shownContext[language]);
      await send('quickSetup');
      expect(edges.sendRequest).toHaveBeenCalledWith({
        ...typed,
        message: 'Hızlı kurulum Talebi\n\nWeb sitesi: https://shop.example/tr/\nPaket: standard',
        iAgree: true,
      });
    });

    it('the contact form sends the plan after what the visitor wrote', async () => {
      window.history.replaceState(null, '', '/iletisim?plan=enterprise');
      edges.sendRequest.mockResolvedValue();
      renderWithProviders(<ContactForm />, language);
      await waitFor(() => expect(document.querySelector('[data-request-context]')).not.toBeNull());
      await send('contact');
      expect(edges.sendRequest).toHaveBeenCalledWith({
        ...typed,
        message: 'Kurulum hakkında bilgi almak istiyoruz.\n\nPaket: enterprise',
        iAgree: true,
      });
    });

    it.each([
      ['a script address', 'javascript:alert(1)', 'gold'],
      ['markup', '<img src=x onerror=alert(1)>', '<b>standard</b>'],
      ['no scheme', 'shop.example', 'Standard'],
      ['another scheme', 'ftp://shop.example/', 'starter '],
      ['credentials', 'https://user:secret@shop.example/', ''],
      ['an address longer than the scanner takes', `https://shop.example/${'a'.repeat(2030)}`, 'x'],
    ])(
      'ignores %s and an unknown plan: nothing shown, the fixed message sent',
      async (_, site, plan) => {
        window.history.replaceState(
          null,
          '',
          `/urunler?${new URLSearchParams({ site, plan }).toString()}`,
        );
        edges.sendRequest.mockResolvedValue();
        renderWithProviders(<QuickSetupForm />, language);
        await send('quickSetup');
        expect(edges.sendRequest).toHaveBeenCalledWith({
          ...typed,
          message: 'Hızlı kurulum Talebi',
          iAgree: true,
        });
        expect(document.querySelector('[data-request-context]')).toBeNull();
        expect(document.querySelector('img')).toBeNull();
      },
    );

    it('hydrates the prerendered form without a mismatch, then shows what the link handed over', async () => {
      // Server and client each with their own providers, as the prerender and the island have.
      const tree = () => withProviders(<QuickSetupForm />, language).tree;
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree());
      document.body.append(container);
      window.history.replaceState(null, '', `/urunler${CONTEXT_QUERY}`);
      const errors = vi.spyOn(console, 'error');
      render(tree(), { container, hydrate: true });
      await waitFor(() => expect(container.querySelector('[data-request-context]')).not.toBeNull());
      expect(errors).not.toHaveBeenCalled();
      container.remove();
    });
  });
});
