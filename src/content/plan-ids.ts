import offer from '../../locales/plans.json';

/**
 * The plans' ids in display order (the order of locales/plans.json): what a link and a request
 * form name a plan by. Apart from src/content/plans.ts so that code which only names a plan (the
 * request form) loads no icons.
 */
export type PlanId = keyof typeof offer.plans;

export const planIds = Object.keys(offer.plans) as PlanId[];
