/**
 * The real inputs of the launch check (src/config/launch-check.ts), gathered for
 * scripts/launch-check.ts, which loads this module through Vite (the site config imports
 * images).
 */
import { cookieProviders } from '../content/cookies';
import { plans } from '../content/plans';
import { launchProblems, type LaunchProblem } from './launch-check';
import { site } from './site';

export { notLaunchReadyLine } from './launch-check';

export function currentLaunchProblems(options: {
  env: Record<string, string | undefined>;
  legalSources: string;
  now?: Date;
}): LaunchProblem[] {
  return launchProblems({
    site,
    prices: plans.map((plan) => plan.price),
    env: options.env,
    cookieProviders,
    legalSources: options.legalSources,
    now: options.now ?? new Date(),
  });
}
