import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeReport } from '../../server/scanner/testing/fake-engine';
import ScanReportView from '../../src/features/cookie-scan/scanner/scan-report-view';
import { bundle, languages, renderWithProviders } from './support/render';

// A build with EmailJS configured, the report's template included: set before src/config/env.ts
// reads the environment (imports are hoisted above everything but this).
vi.hoisted(() => {
  vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'test-public-key');
  vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'test-service');
  vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'test-request-template');
  vi.stubEnv('VITE_EMAILJS_REPORT_TEMPLATE_ID', 'test-report-template');
});

/**
 * The toast is an edge, as in the request form's test: the real one keeps notistack's timers
 * running past the test file (8 s on screen, then its exit), and one firing after the test
 * environment is gone fails the run. The toasts themselves are seen in Chromium (browser tests).
 */
const edges = vi.hoisted(() => ({
  showToast: vi.fn<(message: string, variant: string) => void>(),
}));
vi.mock('../../src/lib/toast', () => ({ showToast: edges.showToast }));

const ID = '3f0c2a9e-1b7d-4c8e-9f10-2a3b4c5d6e7f';
const SHARE_URL = `http://localhost:3000/cerez-taramasi?scan=${ID}`;
const NOTICE = '/aydinlatma-metni';
// ASCII: a browser's e-mail rule refuses letters like ş before the @.
const ADDRESS = 'ayse.yilmaz@ornek.com.tr';

interface Sent {
  path: string;
  method: string;
  body: unknown;
}

/**
 * The EmailJS client's HTTP endpoint, intercepted: `fetch` is replaced, so nothing leaves the
 * process. Each request is recorded and answered with `status`.
 */
function interceptSends(status = 200, text = 'OK') {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push({
        path: new URL(String(input)).pathname,
        method: init?.method ?? 'GET',
        body: JSON.parse(String(init?.body)),
      });
      return new Response(text, { status });
    }),
  );
  return sent;
}

/** The toasts shown, as their text and variant (`default`, `error`), once the first one is. */
async function toastsShown() {
  await waitFor(() => expect(edges.showToast).toHaveBeenCalled());
  return edges.showToast.mock.calls;
}

beforeEach(() => {
  edges.showToast.mockReset();
  window.history.replaceState(null, '', `/cerez-taramasi?scan=${ID}`);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(languages)('%s', (language) => {
  const copy = bundle(language, 'cookie-scanner').report.sendMe;

  function mount() {
    renderWithProviders(
      <ScanReportView
        report={fakeReport(ID, 'https://shop.example/')}
        shareUrl={SHARE_URL}
        contactHref="/iletisim"
        quickSetupHref="/urunler#hizli-kurulum"
        plansHref="/fiyatlandirma#paketler"
        contactNoticeHref={NOTICE}
        policyDraftHref={() => '/draft'}
        evidence={null}
      />,
      language,
    );
    const form = screen.getByRole('form', { name: copy.title });
    const parts = within(form);
    return {
      form,
      email: parts.getByRole<HTMLInputElement>('textbox', { name: copy.email }),
      consent: parts.getByRole<HTMLInputElement>('checkbox'),
      submit: () =>
        parts.getByRole<HTMLButtonElement>('button', {
          name: new RegExp(`^(${copy.submit.idle}|${copy.submit.sending})$`),
        }),
    };
  }

  it('sends the report link and the scanned site to the endpoint with the report template', async () => {
    const sent = interceptSends();
    const user = userEvent.setup({ delay: null });
    const { email, consent, submit } = mount();
    expect(email.getAttribute('aria-describedby')).toBeTruthy();
    // Keyboard only: type, Tab to the box, tick it with Space, Tab to the button, Enter.
    await user.click(email);
    await user.keyboard(ADDRESS);
    await user.tab();
    await user.keyboard(' ');
    expect(consent.checked).toBe(true);
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(submit());
    await user.keyboard('{Enter}');

    expect(await toastsShown()).toEqual([[copy.toast.success, 'default']]);
    expect(sent).toEqual([
      {
        path: '/api/v1.0/email/send',
        method: 'POST',
        body: {
          lib_version: '4.4.1',
          user_id: 'test-public-key',
          service_id: 'test-service',
          template_id: 'test-report-template',
          template_params: {
            email: 'ayse.yilmaz@ornek.com.tr',
            report:
              'http://localhost:3000/cerez-taramasi?scan=3f0c2a9e-1b7d-4c8e-9f10-2a3b4c5d6e7f',
            site: 'https://shop.example/',
          },
        },
      },
    ]);
    // Sent: the form is clear for another address.
    expect(email.value).toBe('');
    expect(consent.checked).toBe(false);
  });

  it.each([
    ['an address without @', 'ayse.ornek.com.tr', 'format'],
    ['an empty field', '', 'missing'],
  ] as const)(
    'refuses %s with the page-language message, keeps it and sends nothing',
    async (_, typed, problem) => {
      const sent = interceptSends();
      const user = userEvent.setup({ delay: null });
      const { form, email, consent, submit } = mount();
      if (typed) await user.type(email, typed);
      await user.click(consent);
      await user.click(submit());

      const alert = await within(form).findByRole('alert');
      expect(alert.textContent).toBe(copy.invalid[problem]);
      expect(email.value).toBe(typed);
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(email.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
      expect(document.activeElement).toBe(email);
      expect(sent).toEqual([]);
    },
  );

  it('sends nothing until the notice box is ticked', async () => {
    const sent = interceptSends();
    const user = userEvent.setup({ delay: null });
    const { form, email, submit } = mount();
    await user.type(email, `${ADDRESS}{Enter}`);
    expect(submit().disabled).toBe(true);
    // Even a submit the button did not make (a script, an old browser) is held back.
    fireEvent.submit(form);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(email.value).toBe(ADDRESS);
  });

  it('shows the failure toast and keeps what was typed when sending fails, logging no address', async () => {
    interceptSends(500, 'Internal Server Error');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup({ delay: null });
    const { email, consent, submit } = mount();
    await user.type(email, ADDRESS);
    await user.click(consent);
    await user.click(submit());

    expect(await toastsShown()).toEqual([[copy.toast.failure, 'error']]);
    expect(email.value).toBe(ADDRESS);
    expect(consent.checked).toBe(true);
    await waitFor(() => expect(submit().disabled).toBe(false));
    expect(errors).toHaveBeenCalled();
    expect(JSON.stringify(errors.mock.calls.map((call) => call.map(String)))).not.toContain(
      'ornek.com.tr',
    );
  });
});
