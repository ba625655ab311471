import { describe, expect, inject, it } from 'vitest';
import { localOutboxIds } from '../../src/config/email';
import { site } from '../../src/config/site';
import { openPage, setupBrowser, waitForHydration } from './support/browser';
import {
  findStored,
  formOf,
  formsCopy,
  interceptSends,
  loadedScripts,
  toast,
  type FieldKey,
  visitor,
} from './support/forms';
import { bundle, defaultLanguage, languages, pathOf } from '../support/locales';

const browser = setupBrowser();

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

async function openContactForm(language: string) {
  const opened = await openPage(browser(), pathOf(language, 'contact'));
  await waitForHydration(opened.page);
  return { ...opened, ...formOf(opened.page, language, 'contact') };
}

// How the form code handles what a visitor does is the same in every locale: these run in the
// default one. What the visitor sees and what arrives, per locale, is below and in tests/spec.
describe(`contact form on ${pathOf(defaultLanguage, 'contact')}`, () => {
  const forms = formsCopy(defaultLanguage);
  const openContactFormHere = () => openContactForm(defaultLanguage);

  it('sends again when the visitor retries after a failure', async () => {
    const { page, close, ...form } = await openContactFormHere();
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
    const { page, close, ...form } = await openContactFormHere();
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

  it('sends typed HTML as text and never renders it', async () => {
    const { page, close, ...form } = await openContactFormHere();
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
    const { page, close, ...form } = await openContactFormHere();
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
    const { page, close, ...form } = await openContactFormHere();
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

describe.each(languages)('%s', (language) => {
  const forms = formsCopy(language);
  const paths = {
    contact: pathOf(language, 'contact'),
    contactNotice: pathOf(language, 'contactNotice'),
  };

  describe('local outbox', () => {
    it('stores a request sent through the real server as a JSON file', async () => {
      const outboxDir = inject('outboxDir');
      const { page, problems, close, ...form } = await openContactForm(language);
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
      const { page, close, ...form } = await openContactForm(language);
      const linkText = /<notice>(.+)<\/notice>/.exec(forms.consent)?.[1] ?? '';
      const link = form.form.getByRole('link', { name: linkText });
      expect(await link.getAttribute('href')).toBe(paths.contactNotice);
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await form.consent.isChecked()).toBe(false);

      await page.goto(paths.contactNotice, { waitUntil: 'load' });
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
