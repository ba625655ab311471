/**
 * Everything that names the business lives here, so a white-label build or a rebrand is one
 * file. The defaults are neutral, invented names on the reserved `.example` domain; replace them
 * for production (see README, "Configuration").
 */
import { env } from './env';
import { siteDefaults } from './site-defaults';
import balsera from './references/balsera.svg';
import kornelo from './references/kornelo.svg';
import lidyam from './references/lidyam.svg';
import merinox from './references/merinox.svg';
import ostraya from './references/ostraya.svg';
import pelvano from './references/pelvano.svg';
import tunamik from './references/tunamik.svg';
import vireta from './references/vireta.svg';

/** A logo in the reference sections; `name` is the image's text alternative. */
export interface ReferenceLogo {
  id: string;
  name: string;
  src: string;
  width: number;
  height: number;
}

export interface References {
  /**
   * True while `logos` are the sample marks shipped with this template. The home carousel and the
   * product page's strip then carry a "sample" heading and note instead of the customer heading,
   * so visitors are never told that invented companies are customers. Set it to false only for
   * real customers who have agreed in writing to be shown.
   */
  sample: boolean;
  /** Display order. An empty list hides both reference sections. */
  logos: readonly ReferenceLogo[];
}

/**
 * The eight reference logos the spec asks for. These are INVENTED marks drawn for this template
 * (no real companies): replace them with real, permitted customer logos before launch (README,
 * "Configuration").
 */
const references: References = {
  sample: true,
  logos: [
    { id: 'vireta', name: 'Vireta', src: vireta },
    { id: 'kornelo', name: 'Kornelo', src: kornelo },
    { id: 'balsera', name: 'Balsera', src: balsera },
    { id: 'tunamik', name: 'Tunamik', src: tunamik },
    { id: 'ostraya', name: 'Ostraya', src: ostraya },
    { id: 'merinox', name: 'Merinox', src: merinox },
    { id: 'pelvano', name: 'Pelvano', src: pelvano },
    { id: 'lidyam', name: 'Lidyam', src: lidyam },
  ].map((logo) => ({ ...logo, width: 160, height: 48 })),
};

/**
 * KVKK art. 9 mechanisms for a regular transfer abroad since Law No. 7499 (in force 1 June 2024):
 * an adequacy decision of the Board, or an appropriate safeguard (standard contract notified to
 * the Authority within five business days, binding corporate rules, a written undertaking the
 * Board has approved). Explicit consent only covers incidental transfers, so it is not offered.
 */
export type TransferMechanism =
  'adequacy' | 'standardContract' | 'bindingCorporateRules' | 'undertaking';

/** A sub-processor of the consent logs, as the product page lists it. */
export interface SubProcessor {
  name: string;
  country: string;
  purpose: 'hosting' | 'backup' | 'email' | 'support' | 'monitoring';
}

export const site = {
  /** Product name shown in the logo, titles and copy (interpolated as {{brand}}). */
  brand: 'ÇerezPusula',
  /** The company that develops the product (footer line, Organization JSON-LD). */
  parentCompany: 'Pusula Uyum Teknolojileri',
  /** Public origin used for canonical URLs, Open Graph and the sitemap. No trailing slash. */
  origin: env.siteOrigin ?? siteDefaults.origin,
  contact: {
    email: 'merhaba@cerezpusula.example',
    /** E.164 for tel: links; `phoneDisplay` is what visitors read. */
    phone: siteDefaults.phone,
    phoneDisplay: '+90 216 555 01 00',
    address: {
      street: siteDefaults.street,
      district: 'Ataşehir',
      city: 'İstanbul',
      postalCode: '34746',
      country: 'TR',
    },
  },
  external: {
    parentCompany: 'https://www.pusulauyum.example',
    kvkkPage: 'https://www.pusulauyum.example/kvkk',
    kvkkConsulting: 'https://www.pusulauyum.example/kvkk-danismanligi',
    complianceTest: 'https://www.pusulauyum.example/kvkk-uyum-testi',
    kvkkPortal: 'https://portal.pusulauyum.example',
    digitalTransformation: 'https://www.pusulauyum.example/dijital-donusum',
    resources: 'https://www.pusulauyum.example/kaynaklar',
  },
  /** The banner script customers add to their sites (shown in the quick-integration snippet). */
  integration: {
    scriptUrl: 'https://cdn.cerezpusula.example/v1/banner.js',
  },
  social: {
    linkedin: 'https://www.linkedin.com/company/example',
    x: 'https://x.com/example',
    instagram: 'https://www.instagram.com/example',
  },
  /**
   * The company's legal identity, shown on the contact page and in the contact-form notice when
   * set (Turkish commercial law asks for it on business websites). Unset by default: fill in the
   * real values, never invented ones.
   */
  company: {
    /** Ticaret unvanı, e.g. "... Teknoloji Anonim Şirketi". */
    legalName: undefined as string | undefined,
    /** 16-digit MERSİS number. */
    mersisNumber: undefined as string | undefined,
    /** Trade registry office and number, as one line. */
    tradeRegistry: undefined as string | undefined,
    /**
     * Kayıtlı elektronik posta (KEP) address. Data subjects may apply by KEP (Communiqué on
     * application procedures), and such an application goes to this address, not to `email`.
     */
    kepAddress: undefined as string | undefined,
  },
  /**
   * The e-mail delivery service the request forms send through (src/lib/send-request.ts). The
   * contact-form information notice names it and the KVKK art. 9 mechanism for the transfer
   * abroad; while any field is unset, the notice shows a marked placeholder instead. Fill in
   * before launch from the provider's contract.
   */
  formDelivery: {
    provider: undefined as string | undefined,
    /** Country where the provider processes the data: ISO 3166-1 alpha-2 ("DE"). */
    country: undefined as string | undefined,
    transferMechanism: undefined as TransferMechanism | undefined,
  },
  /**
   * Where this site is hosted: the provider whose servers answer visitors and keep the access logs
   * and the consent log. Both notices name it (and, when the country is not TR, the KVKK art. 9
   * mechanism for the transfer abroad); while one is unset they show a marked placeholder and
   * `npm run launch-check` lists it. Fill in from the hosting contract.
   */
  hosting: {
    provider: undefined as string | undefined,
    /**
     * Country of the servers: ISO 3166-1 alpha-2 ("TR", "DE"); the notices name it in the page's
     * language.
     */
    country: undefined as string | undefined,
    /** Needed only when the servers are outside Türkiye. */
    transferMechanism: undefined as TransferMechanism | undefined,
    /** Days the web server keeps its access logs (Debian's nginx log rotation keeps 14). */
    logRetentionDays: 14,
  },
  /**
   * The vendor's terms as data processor (veri işleyen) for its customers' consent logs, which a
   * business buyer checks before signing. The product page's processor block shows them; while one
   * is unset it shows a marked placeholder instead and `npm run launch-check` lists it. These are
   * business facts: fill them in from the company's real contract, never with invented values.
   */
  processor: {
    /**
     * The data processing agreement (veri işleme sözleşmesi): a public URL of it, or `onRequest`
     * when it is sent to customers who ask.
     */
    dpa: undefined as string | 'onRequest' | undefined,
    /**
     * Where the consent logs are stored: the hosting provider, its country (ISO 3166-1) and, when
     * that is not TR, the KVKK art. 9 mechanism the vendor (the exporter) relies on.
     */
    hosting: undefined as
      { provider: string; country: string; transferMechanism?: TransferMechanism } | undefined,
    /**
     * The sub-processors (alt veri işleyenler): a public URL of the list, or the entries, each
     * with its country (ISO 3166-1) and what it does (copy in `product:processor.purposes`).
     */
    subprocessors: undefined as string | readonly SubProcessor[] | undefined,
    /** Hours within which a customer is told of a breach affecting its consent logs. */
    breachNoticeHours: undefined as number | undefined,
    /**
     * What happens to a customer's consent logs when the contract ends: `delete`, `return` or
     * `returnThenDelete`, within `days`.
     */
    endOfContract: undefined as
      { action: 'delete' | 'return' | 'returnThenDelete'; days: number } | undefined,
    /**
     * The company's own status in VERBİS (the Data Controllers' Registry, KVKK art. 16):
     * `registered` or `exempt` (under the Board's exemption decisions).
     */
    verbis: undefined as 'registered' | 'exempt' | undefined,
  },
  /**
   * What a visitor can start without paying. The calls to action offer a free start only when one
   * of these is set; otherwise they ask for a demo or the free cookie scan. Set them only to what
   * the real offer contains.
   */
  offer: {
    freePlan: false as boolean,
    /** Length of a free trial in days; undefined: no trial. */
    freeTrialDays: undefined as number | undefined,
  },
  references,
  /**
   * The footer's copyright years: from `firstYear` to the year the site was built ("© 2025–2026",
   * one year while they are equal). The spec prints a fixed 2025; a content review read that as
   * stale (docs/spec-deviations.md). Pages are prerendered, so the year changes with a rebuild.
   */
  copyright: {
    firstYear: 2025,
    buildYear: new Date().getFullYear(),
  },
} as const;

/** Whether a configured country (ISO 3166-1 alpha-2) is Türkiye: no transfer abroad then. */
export const hostedInTurkey = (country: string | undefined) => country === 'TR';

export type SiteConfig = typeof site;
export type ExternalLinkId = keyof SiteConfig['external'];
export type SocialLinkId = keyof SiteConfig['social'];

/**
 * Copy context for calls to action (i18next `context`): `free` selects the `_free` variants
 * ("Ücretsiz Başlayın") only when the offer has a free plan or trial.
 */
export const offerContext: 'free' | undefined =
  site.offer.freePlan || site.offer.freeTrialDays !== undefined ? 'free' : undefined;
