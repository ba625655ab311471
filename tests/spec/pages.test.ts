/**
 * The spec's rules that the prerendered HTML alone decides, read from dist/ as the server sends
 * it (no browser, no script). Turkish pages: the spec is written for the Turkish site; what the
 * English pages change is in docs/spec-deviations.md.
 */
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { pricing } from '../../src/content/plans';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { copyrightYears } from '../../src/lib/format-years';
import { expectedCopyrightYears } from '../support/copyright-years';
import { copy } from '../support/locales';
import { islandSelector } from '../../src/routing/page-markers';
import { builtNotFoundPage, builtPage, textOf, type BuiltDocument } from './support/built-page';

const turkishRoutes = [
  '/',
  '/urunler',
  '/uyumluluk',
  '/fiyatlandirma',
  '/iletisim',
  '/cerez-nedir-cerez-turleri',
  '/kvkk-uygun-acik-riza-cerez-yonetimi',
  '/acik-riza-gerektiren-cerez-turleri',
];
const articles = turkishRoutes.slice(5);

const links = (scope: { querySelectorAll: BuiltDocument['querySelectorAll'] } | null) =>
  [...(scope?.querySelectorAll('a') ?? [])].map((link) => ({
    text: textOf(link).replace(/ \(yeni sekmede açılır\)$/, ''),
    href: link.getAttribute('href') ?? '',
    newTab: link.getAttribute('target') === '_blank',
  }));

const footerColumn = (page: BuiltDocument, id: string) =>
  links(page.querySelector(`footer nav[aria-labelledby="footer-${id}"]`));

const isExternal = (href: string) => /^https:\/\//.test(href);

/** The section ids of the Turkish pages (`common:anchors`). */
const anchors = copy('tr', 'common').anchors as Record<string, string>;

/** The ids of a page's top-level sections, in order; the hero has none. */
const sectionIds = (page: BuiltDocument) =>
  [...page.querySelectorAll('main > section')].map((section) => section.id);

/** Whether `items` holds `expected` in the same order, other items allowed between them. */
const inOrder = (items: string[], expected: string[]) =>
  expected.every((item, index) => {
    const at = items.indexOf(item);
    return at >= 0 && (index === 0 || at > items.indexOf(expected[index - 1] ?? ''));
  });

const listItems = (scope: { querySelectorAll: BuiltDocument['querySelectorAll'] } | null) =>
  [...(scope?.querySelectorAll('li') ?? [])].map((item) => textOf(item));

describe('§2 screens and routes', () => {
  it('§2 R2.12 every route of the spec answers with its prerendered page', () => {
    for (const route of turkishRoutes) {
      const page = builtPage(route);
      expect(textOf(page.querySelector('h1')), route).not.toBe('');
      expect(page.documentElement.getAttribute('lang')).toBe('tr');
    }
  });

  it('§2 R2.1 every page, the 404 page too, has one header, one main area and one footer', () => {
    for (const page of [...turkishRoutes.map(builtPage), builtNotFoundPage()]) {
      expect(page.querySelectorAll('header').length).toBe(1);
      expect(page.querySelectorAll('main').length).toBe(1);
      expect(page.querySelectorAll('footer').length).toBe(1);
    }
  });

  it('§2 R2.3 the header logo links to /', () => {
    for (const route of turkishRoutes) {
      expect(builtPage(route).querySelector('header a')?.getAttribute('href')).toBe('/');
    }
  });

  it('§2 R2.4 the header navigation lists /urunler, /uyumluluk, /fiyatlandirma, then the free cookie scan, and marks the active route', () => {
    for (const route of [...turkishRoutes, '/cerez-taramasi']) {
      const nav = builtPage(route).querySelector('header nav[aria-label="Ana menü"]');
      const hrefs = links(nav).map((link) => link.href);
      expect(hrefs).toEqual(['/urunler', '/uyumluluk', '/fiyatlandirma', '/cerez-taramasi']);
      const current = [...(nav?.querySelectorAll('[aria-current="page"]') ?? [])].map((link) =>
        link.getAttribute('href'),
      );
      expect(current).toEqual(hrefs.includes(route) ? [route] : []);
    }
  });

  it('§2 R2.5 the call to action leads to /iletisim: "Teklif Alın" in the header, "Bize Ulaşın" in the mobile menu', () => {
    const header = builtPage('/').querySelector('header');
    const menu = header?.querySelector('[popover]');
    const outsideMenu = links(header).filter(
      (link) => !links(menu ?? null).some((inMenu) => inMenu.text === link.text),
    );
    expect(outsideMenu).toContainEqual({ text: 'Teklif Alın', href: '/iletisim', newTab: false });
    expect(links(menu ?? null)).toContainEqual({
      text: 'Bize Ulaşın',
      href: '/iletisim',
      newTab: false,
    });
  });

  it('§2 R2.7 the footer product column: product page, pricing, the free cookie scan, "Danışman Görüşmesi" to contact, blog', () => {
    expect(footerColumn(builtPage('/'), 'product').map(({ text, href }) => [text, href])).toEqual([
      ['Çerez Yönetimi', '/urunler'],
      ['Fiyatlandırma', '/fiyatlandirma'],
      ['Ücretsiz Çerez Taraması', '/cerez-taramasi'],
      ['Danışman Görüşmesi', '/iletisim'],
      ['Blog', '/cerez-nedir-cerez-turleri'],
    ]);
  });

  it('§2 R2.8 the footer company column: parent-company site, resources, contact, external KVKK page', () => {
    const column = footerColumn(builtPage('/'), 'company');
    expect(column.map((link) => link.href)).toEqual([
      site.external.parentCompany,
      site.external.resources,
      '/iletisim',
      site.external.kvkkPage,
    ]);
    expect(column.filter((link) => isExternal(link.href)).every((link) => link.newTab)).toBe(true);
  });

  it('§2 R2.9 the footer services column: four external links', () => {
    const column = footerColumn(builtPage('/'), 'services');
    expect(column.map((link) => link.href)).toEqual([
      site.external.kvkkConsulting,
      site.external.complianceTest,
      site.external.kvkkPortal,
      site.external.digitalTransformation,
    ]);
    expect(column.every((link) => link.newTab)).toBe(true);
  });

  it('§2 R2.10 the footer has three social icon links', () => {
    const social = builtPage('/').querySelectorAll('footer ul[aria-label="Sosyal medya"] a');
    expect([...social].map((link) => link.getAttribute('href'))).toEqual(
      Object.values(site.social),
    );
    for (const link of social) expect(link.querySelector('svg')).not.toBeNull();
  });

  it('§2 R2.11 the footer shows "© 2025–<build year>" (deviation: the spec prints 2025)', () => {
    const years = expectedCopyrightYears();
    for (const page of [builtPage('/'), builtNotFoundPage()]) {
      expect(textOf(page.querySelector('footer'))).toContain(`© ${years} ${site.parentCompany}`);
    }
  });

  it('§2 R2.13 /uyumluluk has three cards (KVKK portal, consulting, compliance test), each an external link in a new tab', () => {
    const cards = [...builtPage('/uyumluluk').querySelectorAll('#hizmetler li')];
    expect(cards.map((card) => textOf(card.querySelector('h3')))).toEqual([
      'KVKK Portalı',
      'KVKK Danışmanlığı',
      'Ücretsiz KVKK Uyum Testi',
    ]);
    for (const card of cards) {
      const [link] = links(card);
      expect(isExternal(link?.href ?? '')).toBe(true);
      expect(link?.newTab).toBe(true);
    }
  });

  it('§2 R2.14 /fiyatlandirma links to the free cookie scan, which shows it (deviation: not empty, at /cerez-taramasi; /cookie-scan answers 301 to it)', () => {
    expect(links(builtPage('/fiyatlandirma').querySelector('main')).map((l) => l.href)).toContain(
      '/cerez-taramasi',
    );
    const scan = builtPage('/cerez-taramasi');
    expect(textOf(scan.querySelector('h1'))).not.toBe('');
    expect(textOf(scan.querySelector('main')).length).toBeGreaterThan(200);
    // The spec's path is no page: the hosts' redirect files send it on (tests/http checks the
    // servers answer them).
    expect(existsSync(path.resolve('dist/cookie-scan/index.html'))).toBe(false);
    expect(readFileSync(path.resolve('dist/_redirects'), 'utf8')).toContain(
      '/cookie-scan /cerez-taramasi 301\n',
    );
  });

  it('§2 R2.15 /iletisim has the contact form, the company e-mail, the phone and the Ataşehir, İstanbul office', () => {
    const main = builtPage('/iletisim').querySelector('main');
    expect(main?.querySelector('form[aria-label="İletişim formu"]')).not.toBeNull();
    expect(main?.querySelector(`a[href="mailto:${site.contact.email}"]`)).not.toBeNull();
    expect(main?.querySelector(`a[href="tel:${site.contact.phone}"]`)).not.toBeNull();
    expect(textOf(main?.querySelector('address') ?? null)).toMatch(/Ataşehir \/ İstanbul/);
  });

  it('§2 R2.16 the 404 page shows "404", its title and a link home (deviation: the Turkish page says "Hay aksi! Sayfa bulunamadı")', () => {
    const main = builtNotFoundPage().querySelector('main');
    expect(textOf(main?.querySelector('p') ?? null)).toBe('404');
    expect(textOf(main?.querySelector('h1') ?? null)).toBe('Hay aksi! Sayfa bulunamadı');
    expect(links(main).map((link) => link.href)).toContain('/');
    const english = builtNotFoundPage('en').querySelector('main');
    expect(textOf(english?.querySelector('h1') ?? null)).toBe('Oops! Page not found');
    expect(links(english).map((link) => link.href)).toContain('/en/');
  });

  it('§2 R2.18 each article shares to LinkedIn, X and Facebook', () => {
    for (const route of articles) {
      const hosts = links(builtPage(route).querySelector('[aria-labelledby="article-share-title"]'))
        .filter((link) => link.newTab)
        .map((link) => new URL(link.href).hostname);
      expect(hosts, route).toEqual(['www.linkedin.com', 'x.com', 'www.facebook.com']);
    }
  });

  it('§2 R2.19 each article closes with a call to action leading to the contact page (deviation: "Demo Talep Edin" while no free offer is configured)', () => {
    for (const route of articles) {
      const sections = [...builtPage(route).querySelectorAll('main section')];
      const last = sections.at(-1) ?? null;
      expect(
        links(last).map((link) => link.href),
        route,
      ).toContain('/iletisim');
    }
  });

  it('§2 R2.20 each article has a table of contents linking every section, collapsible (a disclosure) on mobile', () => {
    for (const route of articles) {
      const page = builtPage(route);
      const toc = page.querySelector('nav[aria-label="İçindekiler"]');
      expect(toc?.querySelector('details summary'), route).not.toBeNull();
      const targets = links(toc).map((link) => link.href);
      const sections = [...page.querySelectorAll('main section[id][tabindex="-1"]')].map(
        (section) => `#${section.id}`,
      );
      expect(targets.length).toBeGreaterThan(1);
      expect(targets).toEqual(sections);
    }
  });
  it("§2 R2.21 the home page has its sections in the spec's order, each with its content", () => {
    const home = builtPage('/');
    const sections = [...home.querySelectorAll('main > section')];
    expect(sections[0]?.querySelector('h1')).not.toBeNull();
    expect(sectionIds(home).slice(1)).toEqual([
      anchors.references,
      anchors.features,
      anchors.kvkkBenefits,
      anchors.customBanner,
      anchors.quickIntegration,
      anchors.plans,
      'faq',
      anchors.blog,
      anchors.cta,
    ]);
    const section = (id: string | undefined) => home.getElementById(id ?? '');
    expect(section(anchors.references)?.querySelector('[data-carousel]')).not.toBeNull();
    expect(section(anchors.features)?.querySelector('[data-carousel]')).not.toBeNull();
    expect(section(anchors.kvkkBenefits)?.querySelectorAll('h3').length).toBeGreaterThan(1);
    expect(
      section(anchors.customBanner)?.querySelector(islandSelector('banner-configurator')),
    ).not.toBeNull();
    expect(textOf(section(anchors.quickIntegration)?.querySelector('code') ?? null)).toMatch(
      /^<script src="[^"]+"[^>]*><\/script>$/,
    );
    expect(section(anchors.plans)?.querySelectorAll('article')).toHaveLength(3);
    expect(section('faq')?.querySelectorAll('details')).toHaveLength(7);
    expect(section(anchors.blog)?.querySelectorAll('article')).toHaveLength(3);
    expect(links(section(anchors.cta)).map((link) => link.href)).toContain('/iletisim');
  });

  it("§2 R2.22 the home page's three blog cards lead to the three articles, newest first", () => {
    const cards = [...builtPage('/').querySelectorAll(`#${anchors.blog} article`)];
    expect(cards.map((card) => card.querySelector('h3 a')?.getAttribute('href'))).toEqual(articles);
  });

  it('§2 R2.23 /urunler has the form, why it matters, how it works, benefits, a 5-question FAQ and the logo strip, in order', () => {
    const page = builtPage('/urunler');
    expect(
      inOrder(sectionIds(page), [
        anchors.quickSetup ?? '',
        anchors.why ?? '',
        anchors.howItWorks ?? '',
        anchors.benefits ?? '',
        'faq',
        anchors.references ?? '',
      ]),
    ).toBe(true);
    expect(
      page.querySelector(`#${anchors.quickSetup} form[aria-label="Hızlı kurulum talep formu"]`),
    ).not.toBeNull();
    expect(textOf(page.querySelector(`#${anchors.why} h2`))).toBe('Çerez yönetimi neden önemli?');
    expect(page.querySelectorAll(`#${anchors.benefits} h3`).length).toBeGreaterThan(1);
    expect(page.querySelectorAll('#faq details')).toHaveLength(5);
    expect(
      page.querySelector(`#${anchors.references} ${islandSelector('logo-marquee')}`),
    ).not.toBeNull();
  });

  it('§2 R2.24 /urunler explains three steps: add the code, define the categories, manage consents in real time', () => {
    const steps = builtPage('/urunler').querySelectorAll(`#${anchors.howItWorks} ol > li h3`);
    expect([...steps].map((step) => textOf(step))).toEqual([
      'Kodu ekleyin',
      'Çerez kategorilerini tanımlayın',
      'Onayları gerçek zamanlı yönetin',
    ]);
  });

  it('§2 R2.27 the articles on what cookies are and on explicit consent have a hero image', () => {
    for (const route of ['/cerez-nedir-cerez-turleri', '/kvkk-uygun-acik-riza-cerez-yonetimi']) {
      const hero = builtPage(route).querySelector('main section[aria-labelledby="page-title"]');
      expect(hero?.querySelector('h1'), route).not.toBeNull();
      const src = hero?.querySelector('img')?.getAttribute('src') ?? '';
      expect(src, route).toMatch(/^\/assets\/.+\.svg$/);
      expect(existsSync(path.join('dist', src)), src).toBe(true);
    }
  });
  it('§2 R2.28 most call-to-action buttons on the pages lead to /iletisim', () => {
    const targets = turkishRoutes.flatMap((route) =>
      [...builtPage(route).querySelectorAll('main a[data-variant]')].map(
        (button) => button.getAttribute('href') ?? '',
      ),
    );
    // The page a button leads to: a plan card's `?plan=` tells the form which plan, on /iletisim.
    const toContact = targets.filter((href) => href.split(/[?#]/)[0] === '/iletisim').length;
    expect(toContact).toBeGreaterThan(targets.length / 2);
  });
});

describe('§3 entities and their fields', () => {
  it('§3 R3.4 the home page has six feature cards, each with an icon, a title and a description', () => {
    const cards = [
      ...builtPage('/').querySelectorAll(`${islandSelector('feature-carousel')} [role="group"]`),
    ];
    expect(cards).toHaveLength(6);
    for (const card of cards) {
      expect(card.querySelector('svg')).not.toBeNull();
      expect(textOf(card.querySelector('h3'))).not.toBe('');
      expect(textOf(card.querySelector('p'))).not.toBe('');
    }
  });

  it('§3 R3.5 seven FAQ items on the home page, five on the landing page', () => {
    expect(builtPage('/').querySelectorAll('#faq details')).toHaveLength(7);
    const landing = [...builtPage('/urunler').querySelectorAll('main details')].filter(
      (item) => item.getAttribute('name') !== null,
    );
    expect(landing).toHaveLength(5);
  });

  it('§3 R3.6 the reference carousel shows eight logos (deviation: sample logos under a "sample" heading)', () => {
    const logos = builtPage('/').querySelectorAll(`${islandSelector('reference-carousel')} img`);
    expect(logos).toHaveLength(8);
    expect(site.references.sample).toBe(true);
    expect(textOf(builtPage('/').querySelector('#referanslar-title'))).toMatch(/örnek/i);
  });

  it('§3 R3.7 the articles are dated 20, 18 and 15 January 2025', () => {
    expect(
      articles.map((route) =>
        builtPage(route).querySelector('main time')?.getAttribute('datetime'),
      ),
    ).toEqual(['2025-01-20', '2025-01-18', '2025-01-15']);
  });

  it('§3 R3.8 the package page has Başlangıç, Standart (popular) and Kurumsal with their calls to action', () => {
    const plans = [...builtPage('/fiyatlandirma').querySelectorAll('main article')];
    expect(
      plans.map((plan) => [
        textOf(plan.querySelector('h3')),
        plan.getAttribute('data-popular') === 'true',
        links(plan).at(-1)?.text,
      ]),
    ).toEqual([
      ['Başlangıç', false, 'Daha Fazla Bilgi Al'],
      ['Standart', true, 'Satış Ekibiyle Görüş'],
      ['Kurumsal', false, 'Kurumsal Teklif Al'],
    ]);
  });
  it("§3 R3.9 the feature cards' accent colours cycle through three", () => {
    const accents = [
      ...builtPage('/').querySelectorAll(`${islandSelector('feature-carousel')} [role="group"]`),
    ].map((card) => /--accent:\s*([^;"]+)/.exec(card.innerHTML)?.[1]);
    expect(new Set(accents).size).toBe(3);
    expect(accents).toEqual([...accents.slice(0, 3), ...accents.slice(0, 3)]);
  });

  it('§3 R3.10 each blog card shows a category label, a title, an excerpt, the author team and a date', () => {
    const cards = [...builtPage('/').querySelectorAll(`#${anchors.blog} article`)];
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      const [category, excerpt] = [...card.querySelectorAll(':scope > p')].map(textOf);
      expect(category).not.toBe('');
      expect(textOf(card.querySelector('h3 a'))).not.toBe('');
      expect(excerpt?.length).toBeGreaterThan(40);
      expect(textOf(card)).toMatch(/Yazar: \S+ Editör Ekibi/);
      expect(card.querySelector('time')?.getAttribute('datetime')).toMatch(/^2025-01-\d\d$/);
    }
  });

  it('§3 R3.11 each plan has a name, an icon, a description, a feature list, a call to action and maybe the popular flag; the teaser adds a price', () => {
    for (const [route, scope, priced] of [
      ['/', `#${anchors.plans}`, true],
      ['/fiyatlandirma', 'main', false],
    ] as const) {
      const plans = [...builtPage(route).querySelectorAll(`${scope} article`)];
      expect(plans, route).toHaveLength(3);
      expect(plans.filter((plan) => plan.getAttribute('data-popular') === 'true')).toHaveLength(1);
      for (const plan of plans) {
        const heading = plan.querySelector('h3');
        expect(textOf(heading)).not.toBe('');
        expect(heading?.parentElement?.querySelector('svg')).not.toBeNull();
        expect(textOf(plan.querySelector('h3 + p, div + p'))).not.toBe('');
        expect(plan.querySelectorAll('ul li').length).toBeGreaterThanOrEqual(3);
        // On /iletisim, with the plan chosen in the query for the form to show.
        expect(links(plan).at(-1)?.href.split('?')[0]).toBe('/iletisim');
        expect(/\$\d+/.test(textOf(plan)), route).toBe(priced);
      }
    }
  });

  it('§3 R3.12 the package page lists each plan\'s features (deviation: no "KVKK-compliant" record system; one offer with the teaser)', () => {
    const plans = [...builtPage('/fiyatlandirma').querySelectorAll('main article')];
    expect(plans.map((plan) => listItems(plan))).toEqual([
      [
        'Çerez bannerı entegrasyonu',
        'Kategoriye göre çerez yönetimi',
        'Temel onay kayıtları',
        'E-posta desteği',
      ],
      [
        'Başlangıç paketinin tüm özellikleri',
        'Gelişmiş onay raporları',
        'Çoklu dil desteği',
        'API entegrasyonu',
        'Öncelikli destek',
        'A/B testi',
      ],
      [
        'Standart paketin tüm özellikleri',
        'SSO ve kurumsal entegrasyonlar',
        'Gelişmiş güvenlik ve kayıt tutma',
        'Sınırsız alan adı',
        'Size özel temsilci ve danışman',
        'Beyaz etiket (kendi markanızla)',
      ],
    ]);
  });
});

describe('§5 validation rules', () => {
  const fieldsOf = (page: BuiltDocument) =>
    [...page.querySelectorAll('main form input:not([type="checkbox"]), main form textarea')].map(
      (input) => ({
        label: textOf(page.querySelector(`label[for="${input.id}"]`)),
        name: input.getAttribute('name'),
        type:
          input.tagName === 'TEXTAREA'
            ? `textarea ${input.getAttribute('rows')}`
            : input.getAttribute('type'),
        required: input.hasAttribute('required'),
      }),
    );
  const quickSetupFields = [
    { label: 'Ad *', name: 'name', type: 'text', required: true },
    { label: 'Soyad *', name: 'lastName', type: 'text', required: true },
    { label: 'E-Posta *', name: 'email', type: 'email', required: true },
    { label: 'Telefon', name: 'phone', type: 'tel', required: false },
    { label: 'Şirket Adı *', name: 'company', type: 'text', required: true },
  ];

  it('§5 R5.1 the quick-setup form: required name, last name, e-mail (e-mail type), company; optional phone (tel type)', () => {
    expect(fieldsOf(builtPage('/urunler'))).toEqual(quickSetupFields);
  });

  it('§5 R5.3 the contact form: the same fields plus a required 4-row message "Nasıl yardımcı olabiliriz? *"', () => {
    expect(fieldsOf(builtPage('/iletisim'))).toEqual([
      ...quickSetupFields,
      {
        label: 'Nasıl yardımcı olabiliriz? *',
        name: 'message',
        type: 'textarea 4',
        required: true,
      },
    ]);
  });

  it('§5 R5.2 each form has a required notice box linking the information notice, and its submit button starts disabled', () => {
    for (const route of ['/urunler', '/iletisim']) {
      const form = builtPage(route).querySelector('main form');
      const box = form?.querySelector('input[type="checkbox"]');
      expect(box?.hasAttribute('required'), route).toBe(true);
      expect(box?.hasAttribute('checked')).toBe(false);
      const label = box?.closest('label') ?? null;
      expect(textOf(label)).toMatch(/Aydınlatma Metnini .*okudum ve anladım/);
      expect(links(label).map((link) => link.href)).toEqual(['/iletisim-formu-aydinlatma-metni']);
      expect(form?.querySelector('[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    }
  });
});

describe('§9 business constants', () => {
  it('§9 R9.1 the home teaser prices Başlangıç 29, Standart 79 (popular), Kurumsal 199 (deviation: sample currency shown)', () => {
    const plans = [...builtPage('/').querySelectorAll('#paketler article')];
    expect(
      plans.map((plan) => [
        textOf(plan.querySelector('h3')),
        Number(/\d+/.exec(textOf(plan.querySelector('p + p')))?.[0]),
        plan.getAttribute('data-popular') === 'true',
      ]),
    ).toEqual([
      ['Başlangıç', 29, false],
      ['Standart', 79, true],
      ['Kurumsal', 199, false],
    ]);
    expect(pricing.sample).toBe(true);
  });

  it('§9 R9.2 the package page describes the plans without prices', () => {
    const text = textOf(builtPage('/fiyatlandirma').querySelector('main'));
    expect(text).not.toMatch(/\b(29|79|199)\b/);
    expect(text).not.toMatch(/[$€₺]/);
  });

  it('§9 R9.3 the FAQ says how set-up works (one script tag) and how long logs are kept (deviation: hedged, configurable retention)', () => {
    const faq = textOf(builtPage('/').querySelector('#faq'));
    expect(faq).toMatch(/tek satırlık betik etiketini/);
    expect(faq).toMatch(/Onay kayıtları ne kadar süre saklanır\?/);
    expect(faq).toMatch(/\d+ yıl daha saklanır/);
  });

  it('§9 R9.8 the footer year comes from configuration: first year 2025, last the build year (deviation)', () => {
    expect(copyrightYears(2025, 2025)).toBe('2025');
    expect(copyrightYears(2025, 2027)).toBe('2025–2027');
    expect(textOf(builtPage('/iletisim').querySelector('footer'))).toContain(
      `© ${expectedCopyrightYears()} `,
    );
  });
  it('§9 R9.10 the teaser lists each plan\'s page views and contents (deviation: consent records instead of "KVKK compliance")', () => {
    const plans = [...builtPage('/').querySelectorAll(`#${anchors.plans} article`)];
    expect(plans.map((plan) => listItems(plan))).toEqual([
      ['Aylık 50 bine kadar sayfa görüntüleme', 'Temel onay bannerı', 'Onay kayıtları'],
      [
        'Aylık 500 bine kadar sayfa görüntüleme',
        'Özel banner tasarımı',
        'Gelişmiş onay kayıtları',
        'A/B testi',
      ],
      [
        'Sınırsız sayfa görüntüleme',
        'Beyaz etiket (kendi markanızla)',
        'Çoklu site yönetimi',
        'Size özel destek',
      ],
    ]);
    expect(textOf(builtPage('/').querySelector(`#${anchors.plans}`))).not.toMatch(/KVKK uyumu/);
  });

  it('§9 R9.11 the FAQ names tag manager, analytics and ad pixel integrations and API support (deviation: no "100+ others")', () => {
    const items = [...builtPage('/').querySelectorAll('#faq details')].map((item) => ({
      question: textOf(item.querySelector('summary')),
      answer: textOf(item).slice(textOf(item.querySelector('summary')).length),
    }));
    const integrations = items.find((item) => item.question === 'Hangi araçlarla entegre çalışır?');
    expect(integrations?.answer).toMatch(/Google Tag Manager, Google Analytics 4 ve Meta Pixel/);
    expect(integrations?.answer).not.toMatch(/100/);
    expect(items.find((item) => item.question === 'API desteği var mı?')?.answer).toMatch(
      /^Evet\./,
    );
  });
});
