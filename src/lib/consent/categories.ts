/** The optional cookie categories, in display order; "necessary" is always on and not a choice. */
export const optionalCategories = ['functional', 'analytics', 'marketing'] as const;
export type OptionalCategory = (typeof optionalCategories)[number];
export type CategoryId = 'necessary' | OptionalCategory;

/** What the visitor allows, one flag per optional category. */
export type Choice = Record<OptionalCategory, boolean>;

export const denyAll: Choice = { functional: false, analytics: false, marketing: false };
export const allowAll: Choice = { functional: true, analytics: true, marketing: true };

/** Everything in `offered` allowed, the rest denied ("Kabul Et" of a banner offering `offered`). */
export function allowOffered(offered: readonly OptionalCategory[]): Choice {
  return {
    functional: offered.includes('functional'),
    analytics: offered.includes('analytics'),
    marketing: offered.includes('marketing'),
  };
}
