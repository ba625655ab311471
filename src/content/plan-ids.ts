/**
 * The plans' ids in display order: what a link and a request form name a plan by. Apart from
 * src/content/plans.ts so that code which only names a plan (the request form) loads no icons.
 */
export const planIds = ['starter', 'standard', 'enterprise'] as const;

export type PlanId = (typeof planIds)[number];
