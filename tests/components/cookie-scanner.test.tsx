import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeReport } from '../../server/scanner/testing/fake-engine';
import type { ScanReport, ScanStatus } from '../../packages/scanner-contract/report';
import ScanReportView from '../../src/features/cookie-scan/scanner/scan-report-view';
import { CookieScanner } from '../../src/features/cookie-scan/scanner/cookie-scanner';
import { scannerDefaults } from '../../packages/scanner-contract/scanner-defaults';
import { languages as siteLanguages } from '../../src/i18n/config';
import { bundle, languages, renderWithProviders } from './support/render';
import { STATE_WAIT_MS } from '../support/waits';

const ID = '3f0c2a9e-1b7d-4c8e-9f10-2a3b4c5d6e7f';
const CONTACT = '/iletisim';
const QUICK_SETUP = '/urunler#hizli-kurulum';
const PLANS = '/fiyatlandirma#paketler';
const NOTICE = '/aydinlatma-metni#notice-cookieScan';
const CONTACT_NOTICE = '/aydinlatma-metni';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

/**
 * The scanner API as the component sees it: POST answers `created`, each GET the next status of
 * `statuses` (the last one repeats). Every call is recorded.
 */
function fakeApi(created: { status: number; body: unknown }, statuses: (ScanStatus | 404)[]) {
  const calls: Call[] = [];
  let read = 0;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST') return Response.json(created.body, { status: created.status });
    const next = statuses[Math.min(read++, statuses.length - 1)];
    if (next === 404) return Response.json({ error: 'not-found' }, { status: 404 });
    return Response.json(next);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

beforeEach(() => {
  window.history.replaceState(null, '', '/cerez-taramasi');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe.each(languages)('%s', (language) => {
  const copy = bundle(language, 'cookie-scanner');

  const mount = (pollMs = 5) =>
    renderWithProviders(
      <CookieScanner
        scannerUrl="/"
        contactHref={CONTACT}
        quickSetupHref={QUICK_SETUP}
        plansHref={PLANS}
        noticeHref={NOTICE}
        contactNoticeHref={CONTACT_NOTICE}
        pollMs={pollMs}
      />,
      language,
    );

  /** The report view alone, as the scanner shows it for a finished scan. */
  const renderReport = (report: ScanReport, complete = true) =>
    renderWithProviders(
      <ScanReportView
        report={report}
        shareUrl="/cookie-scan?scan=x"
        contactHref={CONTACT}
        quickSetupHref={QUICK_SETUP}
        plansHref={PLANS}
        contactNoticeHref={CONTACT_NOTICE}
        policyDraftHref={() => '/draft'}
        evidence={null}
        complete={complete}
      />,
      language,
    );

  async function scan(url: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(copy.label), url);
    await user.click(screen.getByRole('button', { name: copy.submit }));
  }

  it('starts a scan, shows its progress live and the report in place, under its own address', async () => {
    const report = fakeReport(ID, 'https://shop.example/');
    const calls = fakeApi({ status: 202, body: { id: ID } }, [
      { status: 'queued', position: 2 },
      { status: 'queued', position: 2 },
      { status: 'running', progress: 'banner' },
      { status: 'running', progress: 'banner' },
      { status: 'done', evidence: null, report },
    ]);
    // Each status stays a few reads, long enough to be seen.
    mount(25);
    // Every text the live region showed, as a screen reader would have heard it.
    const live = screen.getByRole('status');
    const heard: string[] = [];
    new MutationObserver(() => heard.push(live.textContent ?? '')).observe(live, {
      childList: true,
      subtree: true,
      characterData: true,
    });
    await scan('shop.example');
    // The report view is its own chunk: the first load in a run takes a moment.
    await screen.findByRole(
      'heading',
      { name: copy.report.title.replace('{{host}}', 'shop.example') },
      { timeout: STATE_WAIT_MS },
    );
    expect(calls[0]).toEqual({ method: 'POST', url: '/api/scans', body: { url: 'shop.example' } });
    expect(calls.slice(1).every((call) => call.url === `/api/scans/${ID}`)).toBe(true);
    expect(live.textContent).toContain(copy.progress.done);
    expect(heard).toContain(copy.progress.queued.replace('{{position}}', '2'));
    expect(heard).toContain(copy.progress.steps.banner);
    expect(new URLSearchParams(window.location.search).get('scan')).toBe(ID);

    // The three columns, each finding with its three parts, the tables.
    for (const phase of ['firstVisit', 'afterReject', 'afterAccept'] as const) {
      expect(screen.getByRole('heading', { name: copy.report.story[phase] })).toBeTruthy();
    }
    for (const id of report.findings.map((f) => f.id)) {
      const article = screen
        .getByRole('heading', { name: copy.findings[id].title })
        .closest('article');
      expect(article).not.toBeNull();
      const text = article?.textContent ?? '';
      expect(text).toContain(copy.findings[id].observed);
      expect(text).toContain(copy.findings[id].why);
      expect(text).toContain(copy.findings[id].todo);
    }
    expect(screen.queryByText(copy.report.findings.none)).toBeNull();
    const cookies = screen.getByRole('table', { name: copy.report.cookies.caption });
    expect(within(cookies).getByRole('rowheader', { name: '_ga' })).toBeTruthy();
    expect(within(cookies).getAllByText(copy.report.categories.analytics).length).toBeGreaterThan(
      0,
    );
    expect(within(cookies).getAllByText(copy.report.categories.unknown).length).toBe(1);
    const hosts = screen.getByRole('table', { name: copy.report.hosts.caption });
    expect(within(hosts).getByRole('rowheader', { name: 'tracker.example' })).toBeTruthy();
    // No score anywhere; the call to action carries the site and the report's address.
    expect(document.body.textContent).not.toMatch(/\d+\s*\/\s*100|%\s*(uyum|compliant)/i);
    const cta = screen.getByRole('link', { name: copy.report.cta.link });
    const message = new URL(cta.getAttribute('href') ?? '', 'http://x').searchParams.get('message');
    expect(message).toContain('https://shop.example/');
    expect(message).toContain(`scan=${ID}`);
    const download = await screen.findByRole('link', { name: copy.report.download });
    expect(
      JSON.parse(
        decodeURIComponent(
          (download.getAttribute('href') ?? '').replace(
            /^data:application\/json;charset=utf-8,/,
            '',
          ),
        ),
      ),
    ).toEqual(report);
    expect(download.getAttribute('download')).toBe('cookie-report-shop.example.json');

    // The site's own cookie policy as the scan read it, and the draft offered in each language.
    const policy = document.querySelector('[data-cookie-policy]');
    expect(policy?.querySelector('a')?.getAttribute('href')).toBe(report.cookiePolicy?.url);
    expect(policy?.textContent).toContain(copy.report.policy.foundIn.banner);
    expect(policy?.textContent).toContain(
      copy.report.policy.notNamed.replace('{{list}}', 'xq_tmp'),
    );
    const drafts = [...document.querySelectorAll('[data-policy-draft]')];
    expect(drafts.map((link) => link.getAttribute('href'))).toEqual(
      siteLanguages.map((lang) => `/api/scans/${ID}/policy?lang=${lang}`),
    );
  });

  it('shows the screenshots with their descriptions, the fingerprint and the package download', async () => {
    const fingerprint = 'ab'.repeat(32);
    fakeApi({ status: 202, body: { id: ID } }, [
      {
        status: 'done',
        report: fakeReport(ID, 'https://shop.example/'),
        evidence: { fingerprint, screenshots: ['firstVisit', 'afterAccept'] },
      },
    ]);
    mount();
    await scan('shop.example');
    const heading = await screen.findByRole(
      'heading',
      { name: copy.report.evidence.title },
      { timeout: STATE_WAIT_MS },
    );
    // Folded under its heading (details/summary), after the findings.
    const section = heading.closest('details') as HTMLElement;
    const images = within(section).getAllByRole('img');
    expect(images.map((image) => [image.getAttribute('alt'), image.getAttribute('src')])).toEqual([
      [copy.report.evidence.alt.firstVisit, `/api/scans/${ID}/screenshots/first-visit.jpg`],
      [copy.report.evidence.alt.afterAccept, `/api/scans/${ID}/screenshots/after-accept.jpg`],
    ]);
    // Each named by its step, as the story's columns are.
    expect(within(section).getByText(copy.report.story.firstVisit)).toBeTruthy();
    expect(within(section).getByText(copy.report.story.afterAccept)).toBeTruthy();
    expect(within(section).getByText(fingerprint)).toBeTruthy();
    expect(within(section).getByText(copy.report.evidence.fingerprint)).toBeTruthy();
    const download = within(section).getByRole('link', { name: copy.report.evidence.download });
    expect(download.getAttribute('href')).toBe(`/api/scans/${ID}/evidence`);
  });

  it('says when no screenshot could be taken, and shows no evidence the server did not give', async () => {
    fakeApi({ status: 202, body: { id: ID } }, [
      {
        status: 'done',
        report: fakeReport(ID, 'https://shop.example/'),
        evidence: { fingerprint: 'cd'.repeat(32), screenshots: [] },
      },
    ]);
    const first = mount();
    await scan('shop.example');
    await screen.findByText(copy.report.evidence.noScreenshots, undefined, {
      timeout: STATE_WAIT_MS,
    });
    first.unmount();

    // A fingerprint that is not a SHA-256: no evidence section at all.
    fakeApi({ status: 202, body: { id: ID } }, [
      {
        status: 'done',
        report: fakeReport(ID, 'https://shop.example/'),
        evidence: { fingerprint: '<b>x</b>', screenshots: ['firstVisit'] },
      },
    ]);
    mount();
    await scan('shop.example');
    await screen.findByRole(
      'heading',
      { name: copy.report.findings.title },
      { timeout: STATE_WAIT_MS },
    );
    expect(screen.queryByRole('heading', { name: copy.report.evidence.title })).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('opens the report with a verdict and the findings most serious first; details follow, folded', async () => {
    fakeApi({ status: 202, body: { id: ID } }, [
      { status: 'done', evidence: null, report: fakeReport(ID, 'https://shop.example/') },
    ]);
    mount();
    await scan('shop.example');
    const verdict = await screen.findByRole(
      'heading',
      { name: copy.report.verdict.title },
      { timeout: STATE_WAIT_MS },
    );
    const box = verdict.closest('[data-verdict]') as HTMLElement;
    expect(box.getAttribute('data-verdict')).toBe('high');
    expect(within(box).getByText(copy.report.verdict.levels.high)).toBeTruthy();
    // The fake report: two high findings, two medium, none low.
    expect(
      within(box).getByText(
        copy.report.verdict.counts
          .replace('{{high}}', '2')
          .replace('{{medium}}', '2')
          .replace('{{low}}', '0'),
      ),
    ).toBeTruthy();
    expect(box.querySelector('[data-first-todo]')?.getAttribute('data-first-todo')).toBe(
      'non-essential-before-choice',
    );
    // Only the to-do's first sentence, then a link to the finding that holds all of it.
    expect(box.textContent).toContain(
      language === 'tr'
        ? 'Bu etiketleri rızadan önce hiç yüklemeyin: ziyaretçi kabul edene kadar engelleyin.'
        : 'Do not load these tags at all before consent: block them until the visitor accepts.',
    );
    expect(box.textContent).not.toContain(copy.findings['non-essential-before-choice'].todo);
    const more = within(box).getByRole('link', { name: copy.report.verdict.more });
    expect(
      document.getElementById(more.getAttribute('href')!.slice(1))?.getAttribute('data-finding'),
    ).toBe('non-essential-before-choice');
    const order = [copy.report.verdict.title, copy.report.findings.title, copy.report.details].map(
      (name) => screen.getByRole('heading', { name }),
    );
    for (let i = 1; i < order.length; i += 1)
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    expect(
      [...document.querySelectorAll('[data-finding]')].map((f) => f.getAttribute('data-finding')),
    ).toEqual([
      'non-essential-before-choice',
      'no-reject-on-first-layer',
      'possible-transfer-abroad',
      'cookies-missing-from-policy',
    ]);
    for (const name of [
      copy.report.cookies.title,
      copy.report.hosts.title,
      copy.report.story.title,
    ])
      expect(screen.getByRole('heading', { name }).closest('details')).not.toBeNull();
    // 4.2 seconds, written as the page's language writes numbers.
    expect(
      screen.getByText(new RegExp(language === 'tr' ? '4,2 saniyede' : 'in 4.2 s')),
    ).toBeTruthy();
  });

  it('shows no verdict for a scan that did not complete', async () => {
    renderReport(fakeReport(ID, 'https://shop.example/'), false);
    expect(screen.queryByRole('heading', { name: copy.report.verdict.title })).toBeNull();
    expect(screen.getByRole('heading', { name: copy.report.findings.title })).toBeTruthy();
  });

  it('says no "no problem" for a scan with a step not run, though it found none', () => {
    renderReport({ ...fakeReport(ID, 'https://clean.example/', true), notRun: ['gpc'] });
    expect(screen.queryByRole('heading', { name: copy.report.verdict.title })).toBeNull();
    expect(screen.queryByText(copy.report.verdict.levels.none)).toBeNull();
    expect(screen.queryByText(copy.report.findings.none)).toBeNull();
    expect(screen.getByText(copy.report.findings.incomplete)).toBeTruthy();
  });

  it('names only the banner buttons the scan clicked: no reject line when reject was not on the first layer', () => {
    const report = fakeReport(ID, 'https://shop.example/');
    renderReport({
      ...report,
      banner: {
        ...report.banner,
        rejectOnFirstLayer: false,
        rejectLabel: null,
        acceptLabel: 'Tümünü kabul et',
      },
    });
    const banner = screen.getByRole('heading', { name: copy.report.banner.title })
      .parentElement as HTMLElement;
    expect(banner.textContent).toContain(
      copy.report.banner.acceptLabel.replace('{{label}}', 'Tümünü kabul et'),
    );
    const rejectLead = copy.report.banner.rejectLabel.split('“')[0] as string;
    expect(banner.textContent).not.toContain(rejectLead);
    expect(banner.textContent).not.toContain('—');
  });

  it('offers the way on after the verdict: quick setup with the scanned address, and the plans', () => {
    renderReport(fakeReport(ID, 'https://shop.example/tr/'));
    const heading = screen.getByRole('heading', { name: copy.report.nextSteps.title });
    const quickSetup = screen.getByRole('link', {
      name: copy.report.nextSteps.quickSetup.replace('{{host}}', 'shop.example'),
    });
    expect(quickSetup.getAttribute('href')).toBe(
      '/urunler?site=https%3A%2F%2Fshop.example%2Ftr%2F#hizli-kurulum',
    );
    const plans = screen.getByRole('link', { name: copy.report.nextSteps.plans });
    expect(plans.getAttribute('href')).toBe('/fiyatlandirma#paketler');
    // Right after the verdict, before the findings.
    const order = [
      copy.report.verdict.title,
      copy.report.nextSteps.title,
      copy.report.findings.title,
    ].map((name) => screen.getByRole('heading', { name }));
    for (let i = 1; i < order.length; i += 1)
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    expect(heading.closest('[data-print-hide]')).not.toBeNull();
  });

  it('says the automated check found no problem, then what it cannot see', async () => {
    fakeApi({ status: 202, body: { id: ID } }, [
      { status: 'done', evidence: null, report: fakeReport(ID, 'https://clean.example/', true) },
    ]);
    mount();
    await scan('clean.example');
    await screen.findByText(copy.report.findings.none, undefined, { timeout: STATE_WAIT_MS });
    expect(screen.getByRole('heading', { name: copy.report.cannotSee.title })).toBeTruthy();
    for (const item of Object.values(copy.report.cannotSee.items)) {
      expect(screen.getByText(item)).toBeTruthy();
    }
  });

  it('says in words which limits the scan reached, and names a limit it has no words for', async () => {
    const report = {
      ...fakeReport(ID, 'https://limited.example/', true),
      limitsHit: ['scan-timeout', 'bytes-cut', 'page-script-error', 'some-future-limit'],
    };
    fakeApi({ status: 202, body: { id: ID } }, [{ status: 'done', report, evidence: null }]);
    mount();
    await scan('limited.example');
    const title = await screen.findByRole(
      'heading',
      { name: copy.report.limits.title },
      { timeout: STATE_WAIT_MS },
    );
    const items = within(title.closest('section') ?? document.body)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      copy.report.limits.codes['scan-timeout'],
      copy.report.limits.codes['bytes-cut'],
      copy.report.limits.codes['page-script-error'],
      copy.report.limits.other.replace('{{code}}', 'some-future-limit'),
    ]);
  });

  it('tells what the site set after "reject" from what stayed, and which browser each column used', async () => {
    const base = fakeReport(ID, 'https://shop.example/', true);
    const ga = base.afterAccept?.cookies.find((c) => c.name === '_ga');
    if (!base.afterReject || !ga) throw new Error('the fake report has no reject phase or _ga');
    const report: ScanReport = {
      ...base,
      afterReject: {
        ...base.afterReject,
        cookies: [
          ...base.afterReject.cookies,
          { ...ga, sinceChoice: 'remained' },
          { ...ga, name: '_fbp', category: 'marketing', sinceChoice: 'changed' },
        ],
      },
    };
    fakeApi({ status: 202, body: { id: ID } }, [{ status: 'done', evidence: null, report }]);
    mount();
    await scan('shop.example');
    await screen.findByText(copy.report.story.contexts.afterReject, undefined, {
      timeout: STATE_WAIT_MS,
    });
    for (const phase of ['firstVisit', 'afterAccept'] as const) {
      expect(screen.getByText(copy.report.story.contexts[phase])).toBeTruthy();
    }
    const column = document.querySelector('[data-phase="afterReject"]') as HTMLElement;
    const set = column.querySelector('[data-set-after-choice]')?.textContent ?? '';
    const remained = column.querySelector('[data-remained]')?.textContent ?? '';
    expect(set).toBe(`${copy.report.story.setAfterChoice_one.replace('{{count}}', '1')}: _fbp`);
    expect(remained).toBe(`${copy.report.story.remained_one.replace('{{count}}', '1')}: _ga`);
    const cookies = screen.getByRole('table', { name: copy.report.cookies.caption });
    const gaRow = within(cookies).getByRole('rowheader', { name: '_ga' }).closest('tr');
    expect(gaRow?.textContent).toContain(
      `${copy.report.story.afterReject} (${copy.report.cookies.remained})`,
    );
  });

  it('shows what trackers did in each phase, the behaviour findings with their evidence, and the unknown share and input probe the report gives', async () => {
    const base = fakeReport(ID, 'https://shop.example/', false);
    const script = 'https://cdn.fp.example/fp.js';
    const report: ScanReport = {
      ...base,
      unknownCookies: { count: 7, total: 40, percent: 18 },
      inputProbe: {
        status: 'ran',
        page: 'https://shop.example/',
        fields: 2,
        leaks: [{ url: 'in.recorder.example/capture', field: 'eposta', encoding: 'sha256' }],
      },
      firstVisit: {
        ...base.firstVisit,
        behaviour: {
          canvasFingerprinting: [{ script, call: 'toDataURL' }],
          sessionRecording: [{ vendor: 'Hotjar', url: 'static.hotjar.com/c/hotjar-1.js' }],
          advancedMatching: [],
          tcf: { tcString: true, purposesGranted: [1, 3] },
          googleHits: [],
        },
      },
      findings: [
        {
          id: 'canvas-fingerprinting',
          severity: 'high',
          evidence: { scripts: [`${script} (toDataURL)`], phases: ['firstVisit', 'afterAccept'] },
        },
      ],
    };
    fakeApi({ status: 202, body: { id: ID } }, [{ status: 'done', evidence: null, report }]);
    mount();
    await scan('shop.example');
    await screen.findByText(copy.findings['canvas-fingerprinting'].title, undefined, {
      timeout: STATE_WAIT_MS,
    });
    const finding = document.querySelector('[data-finding="canvas-fingerprinting"]');
    expect(finding?.textContent).toContain(`${script} (toDataURL)`);
    expect(finding?.textContent).toContain(
      copy.report.findings.seenIn.replace(
        '{{list}}',
        `${copy.report.story.firstVisit}, ${copy.report.story.afterAccept}`,
      ),
    );
    const first = document.querySelector('[data-phase="firstVisit"]') as HTMLElement;
    const line = (kind: string) =>
      first.querySelector(`[data-behaviour="${kind}"]`)?.textContent ?? '';
    expect(line('canvas')).toBe(
      `${copy.report.story.canvas_one.replace('{{count}}', '1')}: ${script}`,
    );
    expect(line('session-recording')).toBe(
      `${copy.report.story.sessionRecording_one.replace('{{count}}', '1')}: Hotjar`,
    );
    expect(line('tcf')).toBe(copy.report.story.tcf.purposes.replace('{{list}}', '1, 3'));
    const accept = document.querySelector('[data-phase="afterAccept"] [data-behaviour="tcf"]');
    expect(accept?.textContent).toBe(copy.report.story.tcf.none);
    // The share the engine computed, as the report carries it (not counted again in the page).
    expect(document.querySelector('[data-unknown-share]')?.textContent).toBe(
      copy.report.cookies.unknownShare_other
        .replace('{{count}}', '7')
        .replace('{{total}}', '40')
        .replace('{{percent}}', '18'),
    );
    const probe = document.querySelector('[data-input-probe]');
    expect(probe?.getAttribute('data-input-probe')).toBe('ran');
    expect(probe?.textContent).toContain(
      copy.report.inputProbe.ran_other
        .replace('{{count}}', '2')
        .replace('{{page}}', 'https://shop.example/'),
    );
    const leak = probe?.parentElement?.querySelector('li')?.textContent;
    expect(leak).toBe(
      copy.report.inputProbe.leak
        .replace('{{url}}', 'in.recorder.example/capture')
        .replace('{{field}}', 'eposta')
        .replace('{{encoding}}', copy.report.inputProbe.encodings.sha256),
    );
  });

  it('shows a report whose page-given fields are hostile without breaking or bloating', async () => {
    const base = fakeReport(ID, 'https://hostile.example/');
    const huge = 'x'.repeat(3_000_000);
    const hostile = {
      ...base,
      banner: { ...base.banner, found: true, method: 'cmp-rule', cmp: { toString: 'x' } },
      firstVisit: {
        ...base.firstVisit,
        cookies: [
          ...base.firstVisit.cookies,
          { ...base.firstVisit.cookies[0], name: { toString: 'x' } },
          { ...base.firstVisit.cookies[0], name: huge, platform: ['array'] },
        ],
        storage: [{ area: 'localStorage', origin: 'https://hostile.example', key: 42 }],
      },
      findings: [...base.findings, { id: 'made-up', severity: 'high', evidence: {} }],
    };
    fakeApi({ status: 202, body: { id: ID } }, [
      { status: 'done', evidence: null, report: hostile as unknown as ScanReport },
    ]);
    mount();
    await scan('hostile.example');
    await screen.findByRole(
      'heading',
      { name: copy.report.title.replace('{{host}}', 'hostile.example') },
      { timeout: STATE_WAIT_MS },
    );
    // The CMP name that was an object is gone; the long name is cut; the unknown finding dropped.
    expect(document.body.textContent?.length).toBeLessThan(100_000);
    expect(document.querySelectorAll('[data-finding]').length).toBe(base.findings.length);
    const cookies = screen.getByRole('table', { name: copy.report.cookies.caption });
    expect(within(cookies).getByRole('rowheader', { name: 'x'.repeat(256) })).toBeTruthy();
  });

  it('opens the report named by ?scan= on load', async () => {
    window.history.replaceState(null, '', `/cerez-taramasi?scan=${ID}`);
    const calls = fakeApi({ status: 500, body: {} }, [
      { status: 'done', evidence: null, report: fakeReport(ID, 'https://shared.example/') },
    ]);
    mount();
    await screen.findByRole(
      'heading',
      { name: copy.report.title.replace('{{host}}', 'shared.example') },
      { timeout: STATE_WAIT_MS },
    );
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });

  it('says when a shared report no longer exists', async () => {
    window.history.replaceState(null, '', `/cerez-taramasi?scan=${ID}`);
    fakeApi({ status: 500, body: {} }, [404]);
    mount();
    expect((await screen.findByRole('alert')).textContent).toBe(copy.errors['not-found']);
  });

  it.each(['scheme', 'blocked-address', 'credentials'] as const)(
    'explains a refused address (%s) and keeps what was typed',
    async (reason) => {
      fakeApi({ status: 400, body: { error: reason } }, []);
      mount();
      await scan('ftp://shop.example');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(copy.refusals[reason]);
      // Read out once: not inside another live region (WAI-ARIA: an alert is a live region).
      expect(
        alert.parentElement?.closest('[aria-live], [role="status"], [role="alert"]'),
      ).toBeNull();
      const input = screen.getByLabelText(copy.label) as HTMLInputElement;
      expect(input.value).toBe('ftp://shop.example');
      expect(input.getAttribute('aria-invalid')).toBe('true');
      expect(screen.queryByRole('link', { name: copy.fallback.link })).toBeNull();
    },
  );

  it.each([
    [503, 'queue-full'],
    [503, 'unavailable'],
    [429, 'rate-limited'],
  ] as const)(
    'offers the request form with the address when the scanner answers %i %s',
    async (status, error) => {
      fakeApi({ status, body: { error } }, []);
      mount();
      await scan('shop.example');
      expect((await screen.findByRole('alert')).textContent).toBe(copy.errors[error]);
      const link = screen.getByRole('link', { name: copy.fallback.link });
      const href = new URL(link.getAttribute('href') ?? '', 'http://x');
      expect(href.pathname).toBe(CONTACT);
      expect(href.searchParams.get('message')).toBe(
        copy.fallback.message.replace('{{url}}', 'shop.example'),
      );
      expect((screen.getByLabelText(copy.label) as HTMLInputElement).value).toBe('shop.example');
    },
  );

  it('explains a failed scan and offers the request form', async () => {
    fakeApi({ status: 202, body: { id: ID } }, [
      { status: 'running', progress: 'opening' },
      { status: 'failed', error: 'timeout' },
    ]);
    mount();
    await scan('slow.example');
    expect((await screen.findByRole('alert')).textContent).toBe(copy.failures.timeout);
    expect(screen.getByRole('link', { name: copy.fallback.link })).toBeTruthy();
  });

  it('says what a scan keeps and for how long, and links to the notice', () => {
    fakeApi({ status: 500, body: {} }, []);
    mount();
    const input = screen.getByLabelText(copy.label);
    const hint = document.getElementById(
      (input.getAttribute('aria-describedby') ?? '').split(' ')[0] ?? '',
    );
    const expected = copy.privacy
      .replace('{{days}}', String(scannerDefaults.retentionDays))
      .replace(/<\/?notice>/g, '');
    expect(hint?.textContent?.startsWith(expected.replace(/\.$/, ''))).toBe(true);
    const link = within(hint as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe(NOTICE);
    expect(link.textContent).toContain(/<notice>(.*)<\/notice>/.exec(copy.privacy)?.[1]);
  });
});
