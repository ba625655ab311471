/**
 * The real inputs of the launch check (src/config/launch-check.ts), and the site config the
 * build's steps after the render read (sitemap origin, security.txt contact). The build bundles
 * this module next to src/entry-server.tsx; `npm run launch-check` loads it through Vite (the
 * site config imports images).
 */
import { cookieProviders } from '../content/cookies';
import { plans, pricing } from '../content/plans';
import { launchProblems, type LaunchProblem } from './launch-check';
import { site } from './site';

export { notLaunchReadyLine } from './launch-check';
export { site };

export function currentLaunchProblems(options: {
  env: Record<string, string | undefined>;
  legalSources: string;
  now?: Date;
}): LaunchProblem[] {
  return launchProblems({
    site,
    pricing: { ...pricing, prices: plans.map((plan) => plan.price) },
    env: options.env,
    cookieProviders,
    legalSources: options.legalSources,
    now: options.now ?? new Date(),
  });
}
