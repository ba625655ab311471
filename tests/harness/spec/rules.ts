/**
 * The spec's rules that a visitor or the form's recipient can observe (../shared/spec/site-spec.md,
 * §2-§9), one line each in the spec's own terms. Every rule has a test in tests/spec/ whose title
 * starts with "§<section> <id>", and, where the site deliberately differs, an entry in
 * docs/spec-deviations.md (the test then asserts what the site does). `npm run spec:coverage`
 * prints the table; tests/unit/spec-coverage.test.ts fails on a rule with neither.
 */
export interface SpecRule {
  id: string;
  section: number;
  rule: string;
}

/**
 * The spec's sections whose rules a visitor or the form's recipient can observe, by number and
 * heading. §1 (what the product is) and §6 (roles: none) state no observable rule of their own.
 */
export const specSections: Readonly<Record<number, string>> = {
  2: 'Screens and routes',
  3: 'Entities and their fields',
  4: 'States and transitions',
  5: 'Validation rules',
  7: 'The calls it makes',
  8: 'The error catalogue',
  9: 'Business constants and limits',
};

export const specRules: readonly SpecRule[] = [
  // §2 Screens and routes
  {
    id: 'R2.1',
    section: 2,
    rule: 'Every page sits inside a common frame: header, main area, footer.',
  },
  { id: 'R2.2', section: 2, rule: 'The page scrolls to the top on every route change.' },
  { id: 'R2.3', section: 2, rule: 'Header: logo linking to /.' },
  {
    id: 'R2.4',
    section: 2,
    rule: 'Header navigation on wide screens: /urunler, /uyumluluk, /fiyatlandirma; the active route is highlighted.',
  },
  {
    id: 'R2.5',
    section: 2,
    rule: 'Call to action to /iletisim: "Teklif Alın" on wide screens, "Bize Ulaşın" in the mobile menu.',
  },
  {
    id: 'R2.6',
    section: 2,
    rule: 'On small screens a toggle menu replaces the navigation; it closes when a link is chosen.',
  },
  {
    id: 'R2.7',
    section: 2,
    rule: 'Footer product column: product page, pricing, contact ("Danışman Görüşmesi"), blog (/cerez-nedir-cerez-turleri).',
  },
  {
    id: 'R2.8',
    section: 2,
    rule: 'Footer company column: parent-company site, resources, contact, external KVKK page.',
  },
  {
    id: 'R2.9',
    section: 2,
    rule: 'Footer services column: KVKK consulting, compliance test, KVKK portal, digital transformation (external).',
  },
  { id: 'R2.10', section: 2, rule: 'Footer: three social icon links.' },
  { id: 'R2.11', section: 2, rule: 'Footer: year shown 2025.' },
  {
    id: 'R2.12',
    section: 2,
    rule: 'Routes /, /urunler, /uyumluluk, /fiyatlandirma, /iletisim and the three articles exist.',
  },
  {
    id: 'R2.13',
    section: 2,
    rule: '/uyumluluk: three cards (KVKK portal, consulting, compliance test), each an external link in a new tab.',
  },
  {
    id: 'R2.14',
    section: 2,
    rule: '/fiyatlandirma links to /cookie-scan, which has no visible content.',
  },
  {
    id: 'R2.15',
    section: 2,
    rule: '/iletisim: contact form, company e-mail, phone, office address in Ataşehir, Istanbul.',
  },
  {
    id: 'R2.16',
    section: 2,
    rule: 'Unknown route: "404", "Oops! Page not found", a link back to home.',
  },
  { id: 'R2.17', section: 2, rule: 'Unknown route: the missing path is logged to the console.' },
  {
    id: 'R2.18',
    section: 2,
    rule: 'Articles: share links to a professional network, a microblog and a social network.',
  },
  {
    id: 'R2.19',
    section: 2,
    rule: 'Articles: a closing free-start call to action leading to the contact page.',
  },
  {
    id: 'R2.20',
    section: 2,
    rule: 'Articles: a table of contents that scrolls smoothly to a section on click and, on mobile, is collapsible.',
  },
  {
    id: 'R2.21',
    section: 2,
    rule: 'Home, in order: hero; reference-logo carousel; feature cards carousel; KVKK benefits; customised banner; quick integration; pricing teaser with three plans; FAQ accordion; three latest blog cards; closing call to action.',
  },
  {
    id: 'R2.22',
    section: 2,
    rule: 'Home: the three latest blog cards lead to the three articles, newest first.',
  },
  {
    id: 'R2.23',
    section: 2,
    rule: '/urunler, in order: quick-setup request form; why cookie management matters; 3-step how-it-works; company benefits; 5-question FAQ; trusted-companies logo strip.',
  },
  {
    id: 'R2.24',
    section: 2,
    rule: '/urunler how-it-works: add the code, define cookie categories, manage consents in real time.',
  },
  { id: 'R2.25', section: 2, rule: '/urunler: the trusted-companies logo strip scrolls.' },
  {
    id: 'R2.26',
    section: 2,
    rule: 'Articles: the table of contents is a sticky sidebar on large screens.',
  },
  {
    id: 'R2.27',
    section: 2,
    rule: 'Blog hero images exist for the articles on explicit consent and on what cookies are.',
  },
  { id: 'R2.28', section: 2, rule: '/iletisim is the target of most call-to-action buttons.' },
  // §3 Entities and their fields
  {
    id: 'R3.1',
    section: 3,
    rule: 'Request payload: name, lastName, email, phone, company, message, iAgree (boolean).',
  },
  {
    id: 'R3.2',
    section: 3,
    rule: 'Quick-setup form: message is preset to "Hızlı kurulum Talebi" and has no input.',
  },
  { id: 'R3.3', section: 3, rule: 'Contact form: message is a user-filled text area.' },
  { id: 'R3.4', section: 3, rule: 'Feature cards: six (icon, title, description).' },
  { id: 'R3.5', section: 3, rule: 'FAQ items: seven on the home page, five on the landing page.' },
  { id: 'R3.6', section: 3, rule: 'Client logo list: eight logos.' },
  { id: 'R3.7', section: 3, rule: 'Articles are dated 20, 18 and 15 January 2025.' },
  {
    id: 'R3.8',
    section: 3,
    rule: 'Package page plans: Başlangıç ("Daha Fazla Bilgi Al"), Standart, popular ("Satış Ekibiyle Görüş"), Kurumsal ("Kurumsal Teklif Al").',
  },
  { id: 'R3.9', section: 3, rule: 'Feature cards: accent colours cycle through three.' },
  {
    id: 'R3.10',
    section: 3,
    rule: 'Blog card: category label, title, excerpt, author team, date.',
  },
  {
    id: 'R3.11',
    section: 3,
    rule: 'Pricing plan: name, description, features list, icon, popular flag, cta label; a price on the teaser.',
  },
  {
    id: 'R3.12',
    section: 3,
    rule: 'Package page features: Başlangıç banner integration, category-based management, basic KVKK-compliant record system, e-mail support; Standart all starter features, advanced consent reports, multi-language, API integration, priority support; Kurumsal all standard features, SSO and enterprise integrations, advanced security and logging, unlimited domains, dedicated representative/consultant.',
  },
  // §4 States and transitions
  {
    id: 'R4.1',
    section: 4,
    rule: 'Form submission: idle, sending on submit, idle again after success or failure; submit disabled while sending.',
  },
  {
    id: 'R4.2',
    section: 4,
    rule: 'The submit button is disabled while the consent checkbox is unchecked.',
  },
  {
    id: 'R4.3',
    section: 4,
    rule: 'Contact form: the button reads "Gönderiliyor..." while sending, otherwise "Gönder".',
  },
  {
    id: 'R4.4',
    section: 4,
    rule: 'Mobile table of contents: closes after a section is chosen.',
  },
  {
    id: 'R4.5',
    section: 4,
    rule: 'FAQ accordions: items open and close (collapsible).',
  },
  {
    id: 'R4.6',
    section: 4,
    rule: 'Mobile menu: open or closed by its toggle; closes when a link is clicked.',
  },
  {
    id: 'R4.7',
    section: 4,
    rule: 'Active article section: follows the scroll position (the section whose top is above scroll position plus 100 px).',
  },
  {
    id: 'R4.8',
    section: 4,
    rule: 'Reference carousel: can scroll previous and next, looping.',
  },
  // §5 Validation rules
  {
    id: 'R5.1',
    section: 5,
    rule: 'Quick-setup form: required "Ad *", "Soyad *", "E-Posta *" (e-mail type), "Şirket Adı *"; phone optional (tel type).',
  },
  {
    id: 'R5.2',
    section: 5,
    rule: 'The consent checkbox (read the information notice, with a link to it) must be ticked to enable submit.',
  },
  {
    id: 'R5.3',
    section: 5,
    rule: 'Contact form: the same fields plus a required message "Nasıl yardımcı olabiliriz? *", 4 rows.',
  },
  {
    id: 'R5.4',
    section: 5,
    rule: "Checks are the browser's native required and type checks: an invalid form sends nothing.",
  },
  // §7 The calls it makes
  {
    id: 'R7.1',
    section: 7,
    rule: 'One outbound call per submission: POST, JSON body, to the e-mail provider’s send endpoint.',
  },
  {
    id: 'R7.2',
    section: 7,
    rule: 'Body: library version, user id (public key), service id, template id, template_params with the seven fields.',
  },
  {
    id: 'R7.3',
    section: 7,
    rule: 'No client-side checks by default: no headless-browser block, no block list, no rate limit.',
  },
  // §8 The error catalogue
  {
    id: 'R8.1',
    section: 8,
    rule: 'Send succeeds: default toast "Talebiniz başarıyla gönderildi! En kısa sürede size dönüş yapacağız."',
  },
  {
    id: 'R8.2',
    section: 8,
    rule: 'Send fails: destructive toast "Bir hata oluştu. Lütfen daha sonra tekrar deneyin."; the error is logged to the console.',
  },
  {
    id: 'R8.3',
    section: 8,
    rule: 'Unknown route: 404 page "Oops! Page not found" with a link home; logged to the console.',
  },
  {
    id: 'R8.4',
    section: 8,
    rule: 'Provider statuses (451 headless browser, 403 block list, 429 throttle, 0 network error) end in the generic failure toast.',
  },
  {
    id: 'R8.5',
    section: 8,
    rule: 'A missing public key, service id or template id raises a configuration error.',
  },
  // §9 Business constants and limits
  {
    id: 'R9.1',
    section: 9,
    rule: 'Home pricing teaser: Başlangıç 29, Standart 79 (popular), Kurumsal 199; currency not shown.',
  },
  { id: 'R9.2', section: 9, rule: 'The package page describes the plans without prices.' },
  {
    id: 'R9.3',
    section: 9,
    rule: 'FAQ claims: set-up usually under 5 minutes with one script tag; consent logs kept at least 2 years.',
  },
  {
    id: 'R9.4',
    section: 9,
    rule: 'Reference carousel: auto-advances every 2000 ms, looping.',
  },
  { id: 'R9.5', section: 9, rule: 'Feature cards: 320 to 380 px wide.' },
  { id: 'R9.6', section: 9, rule: 'Article scroll offset: 100 px.' },
  { id: 'R9.7', section: 9, rule: 'Content maximum width: 1200 px.' },
  { id: 'R9.8', section: 9, rule: 'Footer year: 2025.' },
  { id: 'R9.9', section: 9, rule: 'Mail library version: 4.4.1.' },
  {
    id: 'R9.10',
    section: 9,
    rule: 'Home teaser plan contents: Başlangıç up to 50K page views, basic consent banner, KVKK compliance; Standart up to 500K page views, custom design, advanced logs, A/B testing; Kurumsal unlimited page views, white label, multi-site, dedicated support.',
  },
  {
    id: 'R9.11',
    section: 9,
    rule: 'FAQ claims: integrates with tag manager, analytics, ad pixel platforms and 100+ others; API support.',
  },
  { id: 'R9.12', section: 9, rule: 'Feature cards: staggered animation delay 0.1 s per card.' },
];
