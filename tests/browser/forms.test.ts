import { describe, expect, inject, it } from 'vitest';
import { localOutboxIds } from '../../src/config/email';
import { site } from '../../src/config/site';
import { QUICK_SETUP_MESSAGE } from '../../src/config/email';
import { baseUrl, openPage, setupBrowser, waitForHydration } from './support/browser';
import {
  findStored,
  formOf,
  formsCopy,
  interceptSends,
  loadedScripts,
  toast,
  toastVariant,
  type FieldKey,
  watchSubmits,
} from './support/forms';
import { isHydrated } from './support/held-scripts';
import { bundle, languages, pathOf } from '../support/locales';

const browser = setupBrowser();

// Turkish letters on purpose, on every locale's pages: non-ASCII input must arrive intact.
const visitor = {
  name: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse.yilmaz@ornek.com.tr',
  phone: '+90 532 000 00 00',
  company: 'Örnek Yazılım A.Ş.',
  message: 'Üç alan adımız için çerez bannerı kurmak istiyoruz. Teklif alabilir miyiz?',
};

const envelope = {
  lib_version: '4.4.1',
  user_id: localOutboxIds.publicKey,
  service_id: localOutboxIds.serviceId,
  template_id: localOutboxIds.templateId,
};

type FormHandle = ReturnType<typeof formOf>;

async function fill(form: FormHandle, values: Partial<Record<FieldKey, string>>) {
  for (const [key, value] of Object.entries(values)) await form.field(key as FieldKey).fill(value);
}

async function valuesOf(form: FormHandle, keys: FieldKey[]) {
  const entries = await Promise.all(
    keys.map(async (key) => [key, await form.field(key).inputValue()] as const),
  );
  return Object.fromEntries(entries);
}

const contactKeys = Object.keys(visitor) as FieldKey[];

describe.each(languages)('%s', (language) => {
  const forms = formsCopy(language);
  const paths = {
    contact: pathOf(language, 'contact'),
    product: pathOf(language, 'product'),
    contactNotice: pathOf(language, 'contactNotice'),
  };

  async function openContactForm(viewport: 'desktop' | 'mobile' = 'desktop') {
    const opened = await openPage(browser(), paths.contact, { viewport });
    await waitForHydration(opened.page);
    return { ...opened, ...formOf(opened.page, language, 'contact') };
  }

  describe(`contact form on ${paths.contact}`, () => {
    it('sends every field to EmailJS, shows the sending state, then the success toast and clears', async () => {
      const { page, problems, close, ...form } = await openContactForm();
      const sends = await interceptSends(page, { hold: true });
      await fill(form, visitor);
      await form.consent.check();
      await form.submit.click();

      await expect.poll(() => form.sending.isDisabled()).toBe(true);
      await expect.poll(() => sends.sent.length).toBe(1);
      const [request] = sends.sent;
      expect(request?.url).toBe(`${baseUrl()}/api/v1.0/email/send`);
      expect(request?.method).toBe('POST');
      expect(request?.contentType).toBe('application/json');
      expect(request?.body).toEqual({
        ...envelope,
        template_params: { ...visitor, iAgree: true },
      });

      sends.release();
      await toast(page, forms.toast.success).waitFor();
      expect(await toastVariant(page, forms.toast.success)).toBe('default');
      await expect
        .poll(() => valuesOf(form, contactKeys))
        .toEqual(Object.fromEntries(contactKeys.map((key) => [key, ''])));
      expect(await form.consent.isChecked()).toBe(false);
      expect(await form.submit.isDisabled()).toBe(true);
      expect(problems).toEqual([]);
      await close();
    });

    it.each([
      [400, 'The Public Key is invalid'],
      [403, 'Forbidden'],
      [429, 'Too Many Requests'],
      [0, 'network error'],
    ])(
      'on status %i keeps every value, shows the error toast and logs the error',
      async (status, text) => {
        const { page, problems, close, ...form } = await openContactForm('mobile');
        const sends = await interceptSends(page, { status, text });
        await fill(form, visitor);
        await form.consent.check();
        await form.submit.click();

        await toast(page, forms.toast.failure).waitFor();
        expect(await toastVariant(page, forms.toast.failure)).toBe('error');
        expect(sends.sent).toHaveLength(1);
        expect(await valuesOf(form, contactKeys)).toEqual(visitor);
        expect(await form.consent.isChecked()).toBe(true);
        await expect.poll(() => form.submit.isEnabled()).toBe(true);
        const logged = problems.filter((line) => line.includes('Form request was not sent'));
        expect(logged).toHaveLength(1);
        expect(logged[0]).toContain(`status ${status}`);
        expect(logged[0]).toContain(text);
        await close();
      },
    );

    it('sends again when the visitor retries after a failure', async () => {
      const { page, close, ...form } = await openContactForm();
      await interceptSends(page, { status: 500, text: 'Internal Server Error' });
      await fill(form, visitor);
      await form.consent.check();
      await form.submit.click();
      await toast(page, forms.toast.failure).waitFor();

      await page.unroute('**/api/v1.0/email/send');
      const retry = await interceptSends(page);
      await form.submit.click();
      await toast(page, forms.toast.success).waitFor();
      expect(retry.sent.map((request) => request.body.template_params)).toEqual([
        { ...visitor, iAgree: true },
      ]);
      await close();
    });

    it('sends once on a double click and on a repeated submit', async () => {
      const { page, close, ...form } = await openContactForm();
      const sends = await interceptSends(page, { hold: true });
      await fill(form, visitor);
      await form.consent.check();
      await form.submit.dblclick();
      await form.form.evaluate((element: HTMLFormElement) => {
        element.requestSubmit();
        element.requestSubmit();
      });
      await expect.poll(() => sends.sent.length).toBe(1);
      sends.release();
      await toast(page, forms.toast.success).waitFor();
      // The sent form is cleared and its submit disabled again, so no queued submit can follow.
      await expect.poll(() => form.consent.isChecked()).toBe(false);
      expect(await form.submit.isDisabled()).toBe(true);
      expect(sends.sent).toHaveLength(1);
      expect(await toast(page, forms.toast.success).count()).toBe(1);
      await close();
    });

    it('sends nothing while the e-mail address is invalid', async () => {
      const { page, close, ...form } = await openContactForm();
      const sends = await interceptSends(page);
      await fill(form, { ...visitor, email: 'ayse.yilmaz-ornek.com.tr' });
      await form.consent.check();
      const submitted = await watchSubmits(form.form);
      // The browser's check fires `invalid` and then drops the submission: no submit event at all.
      const invalid = form.field('email').evaluate(
        (input: HTMLInputElement) =>
          new Promise<boolean>((resolve) =>
            input.addEventListener('invalid', () => resolve(input.validity.typeMismatch), {
              once: true,
            }),
          ),
      );
      await form.submit.click();
      expect(await invalid).toBe(true);
      expect(await submitted()).toBe(0);
      expect(sends.sent).toEqual([]);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect((await loadedScripts(page)).some((file) => file.includes('send-request'))).toBe(false);
      await close();
    });

    it('keeps the submit button disabled until the notice box is ticked', async () => {
      const { page, close, ...form } = await openContactForm();
      const sends = await interceptSends(page);
      // Disabled from the first paint, before the form's code has loaded.
      expect(await isHydrated(form.submit)).toBe(false);
      expect(await form.submit.isDisabled()).toBe(true);
      await fill(form, visitor);
      await expect.poll(() => isHydrated(form.submit)).toBe(true);
      expect(await form.submit.isDisabled()).toBe(true);
      const submitted = await watchSubmits(form.form);
      // Enter in a field does not submit while the (disabled) submit button is the default button:
      // implicit submission happens within the key press, so no submit event means none will come.
      await form.field('company').press('Enter');
      expect(await submitted()).toBe(0);
      await form.consent.check();
      expect(await form.submit.isEnabled()).toBe(true);
      await form.consent.uncheck();
      expect(await form.submit.isDisabled()).toBe(true);
      expect(sends.sent).toEqual([]);
      await close();
    });

    it('sends typed HTML as text and never renders it', async () => {
      const { page, close, ...form } = await openContactForm();
      const sends = await interceptSends(page, { status: 400, text: 'Bad Request' });
      const html = {
        ...visitor,
        name: '<img src=x onerror="window.__injected=1">',
        company: '<b id="injected">Kalın</b>',
        message: '<script>window.__injected=2</script><a href="javascript:alert(1)">tıkla</a>',
      };
      await fill(form, html);
      await form.consent.check();
      await form.submit.click();
      await toast(page, forms.toast.failure).waitFor();

      expect(sends.sent[0]?.body.template_params).toEqual({ ...html, iAgree: true });
      expect(await valuesOf(form, contactKeys)).toEqual(html);
      expect(await page.locator('img[src="x"], #injected, a[href^="javascript"]').count()).toBe(0);
      expect(await page.evaluate(() => (window as { __injected?: number }).__injected)).toBe(
        undefined,
      );
      await close();
    });

    it("cuts 5,000-character values at each field's limit and sends a 5,000-character message", async () => {
      const { page, close, ...form } = await openContactForm();
      const sends = await interceptSends(page);
      const long = 'ğ'.repeat(5000);
      await fill(form, { ...visitor, name: long, lastName: long, company: long, message: long });
      await form.field('phone').fill('9'.repeat(5000));
      await form.consent.check();
      await form.submit.click();
      await toast(page, forms.toast.success).waitFor();

      const params = sends.sent[0]?.body.template_params;
      expect(params).toEqual({
        ...visitor,
        name: long.slice(0, 50),
        lastName: long.slice(0, 50),
        company: long.slice(0, 100),
        phone: '9'.repeat(20),
        message: long,
        iAgree: true,
      });
      await close();
    });

    it('loads EmailJS and notistack only when a form is sent', async () => {
      const { page, close, ...form } = await openContactForm();
      const lazy = (files: string[]) =>
        files.filter((file) => /\/(send-request|toast)-[^/]+\.js$/.test(file)).length;
      expect(lazy(await loadedScripts(page))).toBe(0);
      await interceptSends(page);
      await fill(form, visitor);
      await form.consent.check();
      await form.submit.click();
      await toast(page, forms.toast.success).waitFor();
      expect(lazy(await loadedScripts(page))).toBe(2);
      await close();
    });
  });

  describe(`quick-setup form on ${paths.product}`, () => {
    it('has no message input, sends the fixed message and can be sent from the keyboard', async () => {
      const { page, problems, close } = await openPage(browser(), paths.product);
      await waitForHydration(page);
      const form = formOf(page, language, 'quickSetup');
      const sends = await interceptSends(page);
      expect(await form.form.getByRole('textbox').count()).toBe(5);
      expect(await form.field('message').count()).toBe(0);

      const { name, lastName, email, company } = visitor;
      const required = { name, lastName, email, company };
      await fill(form, required);
      await form.consent.focus();
      await page.keyboard.press('Space');
      expect(await form.consent.isChecked()).toBe(true);
      await form.field('company').press('Enter');

      await toast(page, forms.toast.success).waitFor();
      expect(sends.sent.map((request) => request.body)).toEqual([
        {
          ...envelope,
          template_params: {
            ...required,
            phone: '',
            message: QUICK_SETUP_MESSAGE,
            iAgree: true,
          },
        },
      ]);
      await expect.poll(() => form.field('name').inputValue()).toBe('');
      expect(problems).toEqual([]);
      await close();
    });
  });

  describe('local outbox', () => {
    it('stores a request sent through the real server as a JSON file', async () => {
      const outboxDir = inject('outboxDir');
      const { page, problems, close, ...form } = await openContactForm();
      const email = `outbox-${language}-${Date.now()}@ornek.com.tr`;
      await fill(form, { ...visitor, email });
      await form.consent.check();
      await form.submit.click();
      await toast(page, forms.toast.success).waitFor();

      const stored = await findStored(outboxDir, email);
      expect(stored).toEqual({ ...envelope, template_params: { ...visitor, email, iAgree: true } });
      expect(problems).toEqual([]);
      await close();
    });
  });

  describe('information notice', () => {
    it('is linked from the consent label in a new tab and names the data controller', async () => {
      const { page, close, ...form } = await openContactForm();
      const linkText = /<notice>(.+)<\/notice>/.exec(forms.consent)?.[1] ?? '';
      const link = form.form.getByRole('link', { name: linkText });
      expect(await link.getAttribute('href')).toBe(paths.contactNotice);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await form.consent.isChecked()).toBe(false);

      await page.goto(paths.contactNotice, { waitUntil: 'networkidle' });
      const main = page.getByRole('main');
      expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
        Object.values(bundle(language, 'contact-notice').sections).map((section) => section.title),
      );
      const text = await main.innerText();
      for (const fact of [site.parentCompany, site.contact.email, site.contact.address.district]) {
        expect(text).toContain(fact);
      }
      await close();
    });
  });
});
