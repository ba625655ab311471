/** Helpers for driving the request forms and watching what they send. */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import type { Resources } from '../../../src/i18n/i18next';
import { bundle } from '../../support/locales';

export const SEND_ENDPOINT = '**/api/v1.0/email/send';

export type FieldKey = keyof Resources['forms']['fields'];
/** The two request forms, by their key in `forms.json`. */
export type FormKind = 'contact' | 'quickSetup';

/**
 * What the form tests type: Turkish letters on purpose, on every locale's pages, since non-ASCII
 * input must arrive intact.
 */
export const visitor = {
  name: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse.yilmaz@ornek.com.tr',
  phone: '+90 532 000 00 00',
  company: 'Örnek Yazılım A.Ş.',
  message: 'Üç alan adımız için çerez bannerı kurmak istiyoruz. Teklif alabilir miyiz?',
} satisfies Record<FieldKey, string>;

/** A locale's form copy: labels, consent text, toasts. */
export const formsCopy = (language: string) => bundle(language, 'forms');

export interface SentRequest {
  url: string;
  method: string;
  contentType: string | undefined;
  body: {
    lib_version: string;
    user_id: string;
    service_id: string;
    template_id: string;
    template_params: Record<string, unknown>;
  };
}

export interface Interceptor {
  sent: SentRequest[];
  /** Lets held requests answer (see `hold`). */
  release: () => void;
}

/**
 * Intercepts the EmailJS endpoint. Each request is recorded, then answered with `status`/`text`,
 * or aborted as a network failure when `status` is 0. With `hold`, answers wait for `release()`,
 * so a test can look at the sending state.
 */
export async function interceptSends(
  page: Page,
  {
    status = 200,
    text = 'OK',
    hold = false,
  }: { status?: number; text?: string; hold?: boolean } = {},
): Promise<Interceptor> {
  const sent: SentRequest[] = [];
  let release = () => {};
  const released = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  await page.route(SEND_ENDPOINT, async (route) => {
    sent.push(describe(route.request()));
    await released;
    if (status === 0) await route.abort('internetdisconnected');
    else await route.fulfill({ status, contentType: 'text/plain', body: text });
  });
  return { sent, release: () => release() };
}

function describe(request: Request): SentRequest {
  return {
    url: request.url(),
    method: request.method(),
    contentType: request.headers()['content-type'],
    body: request.postDataJSON() as SentRequest['body'],
  };
}

/** A request form of a page in `language`, and its controls found by that locale's labels. */
export function formOf(page: Page, language: string, kind: FormKind) {
  const forms = formsCopy(language);
  const form = page.getByRole('form', { name: forms[kind].label });
  return {
    form,
    field: (key: FieldKey) => form.getByLabel(forms.fields[key], { exact: true }),
    consent: form.getByRole('checkbox'),
    submit: form.getByRole('button', { name: forms.submit.idle }),
    sending: form.getByRole('button', { name: forms.submit.sending }),
  };
}

/** The toast with `text`, and its notistack variant. */
export function toast(page: Page, text: string) {
  return page.getByRole('alert').filter({ hasText: text });
}

export async function toastVariant(page: Page, text: string) {
  const className = (await toast(page, text).getAttribute('class')) ?? '';
  return /notistack-MuiContent-(\w+)/.exec(className)?.[1];
}

/** Paths of the JS files the page has loaded so far. */
export function loadedScripts(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((pathname) => pathname.endsWith('.js')),
  );
}

/**
 * Counts the `submit` events `form` receives from now on (in the capture phase, before the app
 * handles them); the returned function reads the count.
 */
export async function watchSubmits(form: Locator) {
  const key = `submits${Math.random().toString(36).slice(2)}`;
  await form.evaluate((element, name) => {
    const store = window as unknown as Record<string, number>;
    store[name] = 0;
    element.addEventListener('submit', () => (store[name] = (store[name] ?? 0) + 1), true);
  }, key);
  return () =>
    form.page().evaluate((name) => (window as unknown as Record<string, number>)[name] ?? 0, key);
}

/** The request the local outbox stored for `email`, if any. */
export async function findStored(dir: string, email: string) {
  for (const file of await readdir(dir)) {
    const body = JSON.parse(await readFile(path.join(dir, file), 'utf8'));
    if (body.template_params?.email === email) return body;
  }
  return undefined;
}
