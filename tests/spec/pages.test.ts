/**
 * The spec's rules that the prerendered HTML alone decides, read from dist/ as the server sends
 * it (no browser, no script). Turkish pages: the spec is written for the Turkish site; what the
 * English pages change is in docs/spec-deviations.md.
 */
import { describe, expect, it } from 'vitest';
import { site } from '../../src/config/site';
import { copyrightYears } from '../../src/lib/format-years';
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

  it('§2 R2.4 the header navigation lists /urunler, /uyumluluk, /fiyatlandirma and marks the active route', () => {
    for (const route of turkishRoutes) {
      const nav = builtPage(route).querySelector('header nav[aria-label="Ana menü"]');
      const hrefs = links(nav).map((link) => link.href);
      expect(hrefs).toEqual(['/urunler', '/uyumluluk', '/fiyatlandirma']);
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

  it('§2 R2.7 the footer product column: product page, pricing, "Danışman Görüşmesi" to contact, blog', () => {
    expect(footerColumn(builtPage('/'), 'product').map(({ text, href }) => [text, href])).toEqual([
      ['Çerez Yönetimi', '/urunler'],
      ['Fiyatlandırma', '/fiyatlandirma'],
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
    const years = copyrightYears(2025, site.copyright.buildYear);
    for (const page of [builtPage('/'), builtNotFoundPage()]) {
      expect(textOf(page.querySelector('footer'))).toContain(`© ${years} ${site.parentCompany}`);
    }
    expect(site.copyright.firstYear).toBe(2025);
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

  it('§2 R2.14 /fiyatlandirma links to /cookie-scan, which shows the free cookie scan (deviation: not empty)', () => {
    expect(links(builtPage('/fiyatlandirma').querySelector('main')).map((l) => l.href)).toContain(
      '/cookie-scan',
    );
    const scan = builtPage('/cookie-scan');
    expect(textOf(scan.querySelector('h1'))).not.toBe('');
    expect(textOf(scan.querySelector('main')).length).toBeGreaterThan(200);
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
    expect(site.pricing.sample).toBe(true);
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
      `© ${copyrightYears(site.copyright.firstYear, site.copyright.buildYear)} `,
    );
  });
});
