import type { LaunchProblem } from '../src/config/launch-check';

export function launchCheck(options?: {
  mode?: string;
}): Promise<{ problems: LaunchProblem[]; line: string }>;
export function formatProblems(problems: readonly LaunchProblem[]): string;
