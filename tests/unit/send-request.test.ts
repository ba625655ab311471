import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emailjsApiOrigin, localOutboxIds, resolveEmailConfig } from '../../src/config/email';
import type { RequestPayload } from '../../src/lib/send-request';

const payload: RequestPayload = {
  name: 'Ayşe',
  lastName: 'Yılmaz',
  email: 'ayse@ornek.com.tr',
  phone: '',
  company: 'Örnek A.Ş.',
  message: 'Merhaba',
  iAgree: true,
};
const pageOrigin = 'http://127.0.0.1:4173';

describe('resolveEmailConfig', () => {
  it('uses the local outbox on the page origin when no id is set', () => {
    expect(resolveEmailConfig({}, pageOrigin)).toEqual({
      ok: true,
      mode: 'local-outbox',
      ...localOutboxIds,
      origin: pageOrigin,
    });
  });

  it('uses the EmailJS API when every id is set', () => {
    const ids = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' };
    expect(resolveEmailConfig(ids, pageOrigin)).toEqual({
      ok: true,
      mode: 'emailjs',
      ...ids,
      origin: emailjsApiOrigin,
    });
  });

  it('names the variables that are missing when only some are set', () => {
    expect(resolveEmailConfig({ publicKey: 'pk' }, pageOrigin)).toEqual({
      ok: false,
      missing: ['VITE_EMAILJS_SERVICE_ID', 'VITE_EMAILJS_TEMPLATE_ID'],
    });
  });

  describe("the report's link ('report')", () => {
    const ids = { publicKey: 'pk', serviceId: 'svc', templateId: 'tpl' };

    it('uses its own template with the same key and service', () => {
      expect(
        resolveEmailConfig({ ...ids, reportTemplateId: 'report-tpl' }, pageOrigin, 'report'),
      ).toEqual({
        ok: true,
        mode: 'emailjs',
        ...ids,
        templateId: 'report-tpl',
        origin: emailjsApiOrigin,
      });
    });

    it('goes to the local outbox when no id is set, like the requests', () => {
      expect(resolveEmailConfig({}, pageOrigin, 'report')).toEqual({
        ok: true,
        mode: 'local-outbox',
        ...localOutboxIds,
        origin: pageOrigin,
      });
    });

    it('is not configured when EmailJS is but its template is not; the requests still are', () => {
      expect(resolveEmailConfig(ids, pageOrigin, 'report')).toEqual({
        ok: false,
        missing: ['VITE_EMAILJS_REPORT_TEMPLATE_ID'],
      });
      expect(resolveEmailConfig(ids, pageOrigin).ok).toBe(true);
    });

    it('counts its template alone as a partial configuration, for the requests too', () => {
      const missing = [
        'VITE_EMAILJS_PUBLIC_KEY',
        'VITE_EMAILJS_SERVICE_ID',
        'VITE_EMAILJS_TEMPLATE_ID',
      ];
      const only = { reportTemplateId: 'report-tpl' };
      expect(resolveEmailConfig(only, pageOrigin, 'report')).toEqual({ ok: false, missing });
      expect(resolveEmailConfig(only, pageOrigin)).toEqual({ ok: false, missing });
    });
  });
});

describe('sendRequest with EmailJS 4.4.1', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.resetModules();
    const location = new URL(`${pageOrigin}/iletisim`);
    vi.stubGlobal('location', location);
    vi.stubGlobal('window', { location });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.unstubAllEnvs();
  });

  const load = () => import('../../src/lib/send-request');

  it('POSTs the JSON body to the local outbox when no id is set', async () => {
    fetchMock.mockResolvedValue(new Response('OK', { status: 200 }));
    const { sendRequest } = await load();
    await sendRequest(payload);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`${pageOrigin}/api/v1.0/email/send`);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({
      lib_version: '4.4.1',
      user_id: localOutboxIds.publicKey,
      service_id: localOutboxIds.serviceId,
      template_id: localOutboxIds.templateId,
      template_params: payload,
    });
  });

  it('talks to api.emailjs.com when the ids are set', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'pk');
    vi.stubEnv('VITE_EMAILJS_SERVICE_ID', 'svc');
    vi.stubEnv('VITE_EMAILJS_TEMPLATE_ID', 'tpl');
    fetchMock.mockResolvedValue(new Response('OK', { status: 200 }));
    const { sendRequest } = await load();
    await sendRequest(payload);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tpl',
    });
  });

  it('makes no request and names the missing ids when EmailJS is partly configured', async () => {
    vi.stubEnv('VITE_EMAILJS_PUBLIC_KEY', 'pk');
    const { sendRequest } = await load();
    const error = await sendRequest(payload).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ name: 'SendRequestError', failure: 'configuration' });
    expect(String(error)).toContain('VITE_EMAILJS_SERVICE_ID, VITE_EMAILJS_TEMPLATE_ID not set');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    [400, 'The Public Key is invalid', 'rejected'],
    [403, 'Forbidden', 'rejected'],
    [429, 'Too Many Requests', 'rejected'],
    [451, 'Unavailable For Headless Browser', 'rejected'],
  ])('rejects with status %i and the response text', async (status, text, failure) => {
    fetchMock.mockResolvedValue(new Response(text, { status }));
    const { sendRequest } = await load();
    const error = await sendRequest(payload).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ name: 'SendRequestError', failure, status });
    expect(String(error)).toContain(`status ${status}`);
    expect(String(error)).toContain(text);
  });

  it('reports a network failure as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { sendRequest } = await load();
    const error = await sendRequest(payload).catch((reason: unknown) => reason);
    expect(error).toMatchObject({ failure: 'network', status: 0 });
    expect(String(error)).toContain('Failed to fetch');
  });
});
