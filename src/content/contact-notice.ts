/** Order of the parts of the contact-form information notice (copy: locales/tr/contact-notice.json). */
export const noticeSections = [
  { id: 'controller', withContact: true },
  { id: 'data' },
  { id: 'purposes' },
  { id: 'legalBasis' },
  { id: 'recipients' },
  { id: 'retention' },
  { id: 'rights' },
  { id: 'apply' },
] as const;
