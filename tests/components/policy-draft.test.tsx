/**
 * The scanner's draft cookie policy for a shop: every section a notice under KVKK art. 10 and the
 * Communiqué on the Obligation to Inform (art. 4) needs, in each language, and rows that state only
 * what the scan can know.
 */
import { describe, expect, it } from 'vitest';
import { classify } from '../../server/scanner/analysis/classify';
import { policyDraft } from '../../server/scanner/evidence/policy-draft';
import {
  noBehaviour,
  type CookieObservation,
  type HostObservation,
  type PhaseObservation,
  type ScanReport,
} from '../../packages/scanner-contract/report';

const startedAt = '2026-11-26T09:00:00.000Z';
const t0 = Date.parse(startedAt) / 1000;
const DAY = 86_400;
const cookie = (
  parts: Partial<CookieObservation> & { name: string; domain: string },
): CookieObservation => ({
  path: '/',
  expires: null,
  secure: true,
  httpOnly: false,
  sameSite: 'Lax',
  thirdParty: false,
  ...classify(parts.name, parts.domain),
  ...parts,
});
const host = (name: string, owner: string | null): HostObservation => ({
  host: name,
  thirdParty: true,
  tracker: owner !== null,
  owner,
  requests: 2,
});
const phase: PhaseObservation = {
  pages: ['https://www.shop.example/'],
  cookies: [
    cookie({ name: 'PHPSESSID', domain: 'www.shop.example', httpOnly: true }),
    // Two years as set; the scanning Chromium keeps 400 days.
    cookie({ name: '_ga', domain: '.shop.example', expires: t0 + 400 * DAY }),
    cookie({ name: '_fbp', domain: '.shop.example', expires: t0 + 90 * DAY }),
  ],
  storage: [
    {
      area: 'sessionStorage',
      origin: 'https://www.shop.example',
      key: 'cart_tmp',
      ...classify('cart_tmp'),
    },
  ],
  hosts: [
    host('www.googletagmanager.com', 'Google'),
    host('region1.google-analytics.com', 'Google'),
    host('fonts.cdn.example', null),
  ],
  consentModeDefaultsFirst: null,
  behaviour: noBehaviour(),
};
const report: ScanReport = {
  id: '00000000-0000-4000-8000-000000000001',
  url: 'https://shop.example/',
  finalUrl: 'https://www.shop.example/',
  startedAt,
  durationMs: 42_000,
  firstVisit: phase,
  banner: {
    found: true,
    method: 'cmp-rule',
    cmp: 'OneTrust',
    rejectOnFirstLayer: true,
    rejectLabel: 'Reddet',
    acceptLabel: 'Kabul Et',
  },
  afterReject: null,
  afterAccept: null,
  globalPrivacyControl: null,
  inputProbe: null,
  unknownCookies: null,
  cookiePolicy: null,
  findings: [],
  limitsHit: [],
  notRun: [],
  versions: null,
};

function draftDocument(language: string, scanned: ScanReport = report): Document {
  return new DOMParser().parseFromString(policyDraft(scanned, language).html, 'text/html');
}
const text = (element: Element | null | undefined) =>
  (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Each required section's heading, as a lawyer would look for it, in each language. */
const requiredSections = {
  tr: {
    controller: 'Veri sorumlusu',
    purposes: 'Kategorilere göre çerezler',
    method: 'Toplama yöntemi',
    recipients: 'Alıcılar ve yurt dışına aktarım',
    logs: 'Sunucu kayıtları ve barındırma',
    rights: "KVKK'nın 11. maddesindeki haklarınız",
    apply: 'Başvuru yöntemi',
    consent: 'Rızanızı geri alın ya da tercihlerinizi değiştirin',
  },
  en: {
    controller: 'Data controller',
    purposes: 'Cookies by category',
    method: 'Method of collection',
    recipients: 'Recipients and transfers abroad',
    logs: 'Server logs and hosting',
    rights: 'Your rights under Article 11 of KVKK',
    apply: 'How to apply',
    consent: 'Withdraw your consent or change your preferences',
  },
} as const;
const effectiveLine = { tr: 'Yürürlük tarihi:', en: 'Effective date:' } as const;

describe.each(['tr', 'en'] as const)('the %s draft policy', (language) => {
  const doc = draftDocument(language);
  const section = (id: string) => doc.querySelector(`[data-section="${id}"]`);

  it('has every section a notice under art. 10 needs, in order', () => {
    const ids = [...doc.querySelectorAll('main > [data-section]')].map((s) =>
      s.getAttribute('data-section'),
    );
    expect(ids).toEqual([...Object.keys(requiredSections[language]), 'effective']);
    for (const [id, heading] of Object.entries(requiredSections[language]))
      expect([id, text(section(id)?.querySelector('h2'))]).toEqual([id, heading]);
    expect(text(section('effective'))).toMatch(new RegExp(`^${effectiveLine[language]} \\[`));
  });

  it('leaves what only the owner knows as marked fields, with the controller representative', () => {
    expect(
      section('controller')?.querySelector('[data-placeholder="policy-controller"]'),
    ).not.toBeNull();
    expect(text(section('controller'))).toMatch(
      language === 'tr' ? /temsilcisi/ : /representative/,
    );
    const apply = section('apply');
    expect(apply?.querySelector('[data-placeholder="policy-kep"]')).not.toBeNull();
    expect(apply?.querySelector('[data-placeholder="policy-email"]')).not.toBeNull();
    expect(section('rights')?.querySelectorAll('li')).toHaveLength(9);
    expect(section('consent')?.querySelector('[data-placeholder="policy-consent"]')).not.toBeNull();
    expect(section('effective')?.querySelector('[data-placeholder="policy-date"]')).not.toBeNull();
  });

  it('pre-fills the transfers checklist with the operators the scan saw', () => {
    const rows = [...(section('recipients')?.querySelectorAll('tbody tr') ?? [])];
    expect(rows.map((row) => text(row.querySelector('td:nth-child(2)')))).toEqual([
      'region1.google-analytics.com, www.googletagmanager.com',
      'fonts.cdn.example',
    ]);
    expect(text(rows[0]?.querySelector('td'))).toContain('Google');
    for (const row of rows)
      for (const field of ['policy-transfer-purpose', 'policy-country', 'policy-basis'])
        expect(row.querySelector(`[data-placeholder="${field}"]`)).not.toBeNull();
  });

  it('guides the legal ground by category: consent for analytics and marketing, 5/2 for necessary', () => {
    const ground = (category: string) =>
      text(doc.querySelector(`[data-category="${category}"] [data-placeholder="policy-ground"]`));
    expect(ground('necessary')).toMatch(
      language === 'tr' ? /5\. maddesinin 2\. fıkrası/ : /Article 5\(2\)/,
    );
    expect(ground('analytics')).toMatch(
      language === 'tr'
        ? /açık rıza \(KVKK md\. 5\/1\)/
        : /explicit consent \(KVKK Article 5\(1\)\)/,
    );
    expect(ground('marketing')).toMatch(language === 'tr' ? /açık rıza/ : /explicit consent/);
  });

  it('files a framework session cookie under necessary as this site, never "written by a script"', () => {
    const row = [...doc.querySelectorAll('[data-category="necessary"] tbody tr')].find(
      (tr) => text(tr.querySelector('td')) === 'PHPSESSID',
    );
    expect(text(row?.querySelector('td:nth-child(3)'))).toBe(
      language === 'tr' ? 'Bu site' : 'This site',
    );
    expect(text(doc.body)).not.toMatch(language === 'tr' ? /betiği/ : /script\)/);
    expect(text(doc.body)).not.toContain('PHP.net');
  });

  it('shows a lifetime at the browser cap as at least that, and session storage by the tab', () => {
    const body = text(doc.body);
    expect(body).toContain(language === 'tr' ? 'en az 400 gün' : 'at least 400 days');
    expect(body).toContain(
      language === 'tr' ? 'Sekme açık kaldığı sürece' : 'While the tab is open',
    );
  });

  it('marks its "only after consent" sentence untrue for a site the scan saw set cookies first', () => {
    const note = (scanned: ScanReport) =>
      text(
        draftDocument(language, scanned).querySelector(
          '[data-section="method"] [data-placeholder="policy-method-scan"]',
        ),
      );
    expect(note(report)).toBe('');
    const setFirst: ScanReport = {
      ...report,
      findings: [
        {
          id: 'non-essential-before-choice',
          severity: 'high',
          evidence: { cookies: ['_ga'], storage: [], hosts: [] },
        },
      ],
    };
    expect(note(setFirst)).toMatch(
      language === 'tr'
        ? /bir tercihten önce ya da retten sonra yazıldığını gördü/
        : /written before a choice or after a refusal/,
    );
  });

  it('says in the lead which parts to write and check, and that the notice and title go', () => {
    expect(doc.querySelectorAll('[data-draft-lead] li')).toHaveLength(4);
    expect(text(doc.querySelector('[data-draft-notice]'))).toMatch(
      language === 'tr'
        ? /yayımlamadan önce bu uyarıyı ve başlıktaki “taslağı” sözcüğünü silin/
        : /before publishing, delete this notice and the word “draft” in the title/,
    );
  });
});
