/**
 * The request forms as a visitor uses them and as the recipient receives them: real Chromium on
 * the built site, the real EmailJS client, its HTTP endpoint intercepted (§3, §4, §5, §7, §8).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveEmailConfig } from '../../src/config/email';
import { baseUrl, openPage, setupBrowser, waitForHydration } from '../browser/support/browser';
import {
  formOf,
  formsCopy,
  interceptSends,
  toast,
  toastVariant,
  watchSubmits,
  type FieldKey,
  type SentRequest,
  visitor,
} from '../browser/support/forms';
import { isHydrated } from '../browser/support/held-scripts';
import { languages, pathOf } from '../support/locales';
import { openWithHeldIslands } from '../browser/support/held-islands';

const browser = setupBrowser();

const payloadKeys = ['name', 'lastName', 'email', 'phone', 'company', 'message', 'iAgree'];

type Form = ReturnType<typeof formOf>;

async function fill(form: Form, values: Partial<Record<FieldKey, string>>) {
  for (const [key, value] of Object.entries(values)) await form.field(key as FieldKey).fill(value);
}

async function openForm(language: string, kind: 'contact' | 'quickSetup') {
  const opened = await openPage(
    browser(),
    pathOf(language, kind === 'contact' ? 'contact' : 'product'),
  );
  await waitForHydration(opened.page);
  return { ...opened, form: formOf(opened.page, language, kind) };
}

describe.each(languages)('%s', (language) => {
  const forms = formsCopy(language);

  it.each(['contact', 'product'] as const)(
    `§4 R4.2 submit disabled while consent unticked, before the form's code has loaded and after (${language} %s)`,
    async (route) => {
      const { page, problems, release, close } = await openWithHeldIslands(
        browser(),
        pathOf(language, route),
      );
      const form = formOf(page, language, route === 'contact' ? 'contact' : 'quickSetup');
      expect(await form.submit.isDisabled()).toBe(true);
      await form.consent.check();
      expect(await isHydrated(form.submit), 'the form code is held').toBe(false);
      expect(await form.submit.isEnabled()).toBe(true);
      await form.consent.uncheck();
      expect(await form.submit.isDisabled()).toBe(true);
      // A tick made before hydration is the state the hydrated form starts from.
      await form.consent.check();
      release();
      await expect.poll(() => isHydrated(form.submit)).toBe(true);
      expect(await form.consent.isChecked()).toBe(true);
      expect(await form.submit.isEnabled()).toBe(true);
      await form.consent.uncheck();
      await expect.poll(() => form.submit.isDisabled()).toBe(true);
      // Nor does Enter in a filled field submit while the disabled submit is the default button:
      // implicit submission happens within the key press, so no submit event means none will come.
      const { name, lastName, email, company } = visitor;
      await fill(form, { name, lastName, email, company });
      const submitted = await watchSubmits(form.form);
      await form.field('company').press('Enter');
      expect(await submitted()).toBe(0);
      expect(problems).toEqual([]);
      await close();
    },
  );

  it(`§3 R3.2 the quick-setup form has no message input and sends "Hızlı kurulum Talebi", from the keyboard too (${language})`, async () => {
    const { page, form, close } = await openForm(language, 'quickSetup');
    const sends = await interceptSends(page);
    expect(await form.field('message').count()).toBe(0);
    expect(await form.form.locator('textarea').count()).toBe(0);
    expect(await form.form.getByRole('textbox').count()).toBe(5);
    const { name, lastName, email, company } = visitor;
    await fill(form, { name, lastName, email, company });
    // From the keyboard: Space ticks the notice box, Enter in a field sends.
    await form.consent.focus();
    await page.keyboard.press('Space');
    expect(await form.consent.isChecked()).toBe(true);
    await form.field('company').press('Enter');
    await toast(page, forms.toast.success).waitFor();
    expect(sends.sent.map((sent) => sent.body.template_params.message)).toEqual([
      'Hızlı kurulum Talebi',
    ]);
    await close();
  });
});

describe('a contact request, sent and answered (tr)', () => {
  const forms = formsCopy('tr');
  const seen: {
    request?: SentRequest;
    requests: number;
    whileSending?: { disabled: boolean; label: string | null };
    idleLabel?: string | null;
    afterwards?: { disabled: boolean; label: string | null };
    toastVariant?: string | undefined;
  } = { requests: 0 };
  let close = async () => {};

  beforeAll(async () => {
    const opened = await openForm('tr', 'contact');
    close = opened.close;
    const { page, form } = opened;
    const sends = await interceptSends(page, { hold: true });
    await fill(form, visitor);
    await form.consent.check();
    seen.idleLabel = await form.submit.textContent();
    await form.submit.click();
    await form.sending.waitFor();
    seen.whileSending = {
      disabled: await form.sending.isDisabled(),
      label: await form.sending.textContent(),
    };
    sends.release();
    await toast(page, forms.toast.success).waitFor();
    seen.toastVariant = await toastVariant(page, forms.toast.success);
    const button = form.form.locator('[type="submit"]');
    seen.afterwards = { disabled: await button.isDisabled(), label: await button.textContent() };
    seen.request = sends.sent[0];
    seen.requests = sends.sent.length;
  });
  afterAll(() => close());

  it('§3 R3.1 the payload holds name, lastName, email, phone, company, message and iAgree (boolean)', () => {
    const params = seen.request?.body.template_params ?? {};
    expect(Object.keys(params).sort()).toEqual([...payloadKeys].sort());
    expect(params.iAgree).toBe(true);
  });

  it('§3 R3.3 the contact form sends the message the visitor typed', () => {
    expect(seen.request?.body.template_params).toEqual({ ...visitor, iAgree: true });
  });

  it("§7 R7.1 one POST with a JSON body to the provider's send endpoint per submission", () => {
    expect(seen.requests).toBe(1);
    expect(seen.request?.method).toBe('POST');
    expect(seen.request?.contentType).toBe('application/json');
    expect(new URL(seen.request?.url ?? '').pathname).toBe('/api/v1.0/email/send');
  });

  it('§7 R7.2 the body holds library version, user id, service id, template id and template_params', () => {
    expect(Object.keys(seen.request?.body ?? {}).sort()).toEqual(
      ['lib_version', 'service_id', 'template_id', 'template_params', 'user_id'].sort(),
    );
    for (const key of ['user_id', 'service_id', 'template_id'] as const) {
      expect(seen.request?.body[key]).toMatch(/\S/);
    }
  });

  it('§9 R9.9 the mail library version sent is 4.4.1', () => {
    expect(seen.request?.body.lib_version).toBe('4.4.1');
  });

  it('§4 R4.1 submit is disabled while sending, and the form is idle again after the answer', () => {
    expect(seen.whileSending?.disabled).toBe(true);
    // Idle again: the sent form is cleared, so its submit waits for a new tick (§4 R4.2).
    expect(seen.afterwards).toEqual({ disabled: true, label: forms.submit.idle });
  });

  it('§4 R4.3 the button reads "Gönderiliyor..." while sending, otherwise "Gönder"', () => {
    expect(seen.idleLabel).toBe('Gönder');
    expect(seen.whileSending?.label).toBe('Gönderiliyor...');
  });

  it('§8 R8.1 success shows the default toast "Talebiniz başarıyla gönderildi! En kısa sürede size dönüş yapacağız."', () => {
    expect(forms.toast.success).toBe(
      'Talebiniz başarıyla gönderildi! En kısa sürede size dönüş yapacağız.',
    );
    expect(seen.toastVariant).toBe('default');
  });
});

describe('failures (tr)', () => {
  const forms = formsCopy('tr');
  const failure = 'Bir hata oluştu. Lütfen daha sonra tekrar deneyin.';

  it('§8 R8.2 a failed send shows the destructive toast and logs the error to the console', async () => {
    const { page, form, problems, close } = await openForm('tr', 'contact');
    await interceptSends(page, { status: 500, text: 'Internal Server Error' });
    await fill(form, visitor);
    await form.consent.check();
    await form.submit.click();
    await toast(page, failure).waitFor();
    expect(await toastVariant(page, failure)).toBe('error');
    expect(
      problems.filter((line) => line.startsWith('error: Form request was not sent')),
    ).toHaveLength(1);
    await close();
  });

  it.each([
    [451, 'Unavailable For Headless Browser'],
    [403, 'Forbidden'],
    [429, 'Too Many Requests'],
    [0, 'network error'],
  ])('§8 R8.4 status %i ends in the generic failure toast', async (status, text) => {
    const { page, form, problems, close } = await openForm('tr', 'contact');
    await interceptSends(page, { status, text });
    await fill(form, visitor);
    await form.consent.check();
    await form.submit.click();
    await toast(page, forms.toast.failure).waitFor();
    expect(forms.toast.failure).toBe(failure);
    expect(problems.some((line) => line.includes(`status ${status}`))).toBe(true);
    await close();
  });

  it('§8 R8.5 missing provider ids are a configuration error and send nothing (deviation: none set sends to the local outbox)', async () => {
    const partial = resolveEmailConfig({ publicKey: 'public-key' }, baseUrl());
    expect(partial).toEqual({
      ok: false,
      missing: ['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'],
    });
    // The built site has no ids: it sends to its own origin, where the local outbox stores it.
    const { page, form, close } = await openForm('tr', 'contact');
    const sends = await interceptSends(page);
    await fill(form, visitor);
    await form.consent.check();
    await form.submit.click();
    await toast(page, forms.toast.success).waitFor();
    expect(new URL(sends.sent[0]?.url ?? '').origin).toBe(baseUrl());
    await close();
  });

  it('§5 R5.4 the browser refuses an invalid e-mail address and a missing required field: nothing is sent', async () => {
    const { page, form, close } = await openForm('tr', 'contact');
    const sends = await interceptSends(page);
    await fill(form, { ...visitor, email: 'ayse.yilmaz-ornek.com.tr' });
    await form.consent.check();
    const submitted = await watchSubmits(form.form);
    await form.submit.click();
    expect(
      await form.field('email').evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    await form.field('email').fill(visitor.email);
    await form.field('company').fill('');
    await form.submit.click();
    expect(
      await form
        .field('company')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(await submitted()).toBe(0);
    expect(sends.sent).toEqual([]);
    await close();
  });

  it('§7 R7.3 no client-side block: a headless browser sends, twice in a row', async () => {
    const { page, form, close } = await openForm('tr', 'contact');
    const sends = await interceptSends(page);
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      await fill(form, visitor);
      await form.consent.check();
      expect(await form.submit.isEnabled(), `attempt ${attempt}`).toBe(true);
      await form.submit.click();
      await expect.poll(() => sends.sent.length).toBe(attempt);
      await expect.poll(() => form.consent.isChecked()).toBe(false);
    }
    expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
    await close();
  });
});
