// The lines that name what failed in a gate, read from its Vitest JSON report (tests/harness/test.ts).
import path from 'node:path';

/** The part of Vitest's JSON report (`--reporter=json`) that says what failed. */
export interface VitestReport {
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[];
  }[];
}

/**
 * A failed case's reason: its error's first line. Vitest writes a timeout's stack from the error
 * it made when the test was declared, so that first line is the placeholder `STACK_TRACE_ERROR`:
 * the line says it timed out, and where the test is.
 */
export function reasonOf(failure: string) {
  const [first = '', ...rest] = failure.split('\n');
  if (first !== 'Error: STACK_TRACE_ERROR') return first;
  const where = rest.find((line) => line.includes('/tests/'))?.trim() ?? '';
  return `timed out at its hang limit (tests/support/waits.ts) ${where}`.trimEnd();
}

/**
 * `file > case: reason` for each failed case, files relative to `cwd`; a file that failed with no
 * failed case (it could not load, or a hook failed) gets its own line.
 */
export function failedCases(report: VitestReport, cwd: string): string[] {
  const lines: string[] = [];
  for (const file of report.testResults) {
    const name = path.relative(cwd, file.name);
    const failed = file.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) {
      lines.push(`${name} > ${test.fullName}: ${reasonOf(test.failureMessages[0] ?? '')}`);
    }
    if (failed.length === 0 && file.status === 'failed') {
      lines.push(`${name}: ${file.message?.split('\n')[0] ?? 'failed'}`);
    }
  }
  return lines;
}
