/**
 * The template's placeholder values that site.ts ships with and the launch check
 * (launch-check.ts) refuses: one object, so a default changed here is still refused. No imports:
 * the launch check reads it without the site config's images.
 */
export const siteDefaults = {
  origin: 'https://www.cerezpusula.example',
  street: 'Barbaros Mah. Örnek Sok. No: 1 Kat: 5',
  phone: '+902165550100',
} as const;
