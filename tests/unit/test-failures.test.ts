import { describe, expect, it } from 'vitest';
import { failedCases } from '../harness/test-failures';

// Failure messages as Vitest 4 writes them into its JSON report (copied from real reports).
const timeout = `Error: STACK_TRACE_ERROR
    at task (file:///work/main/node_modules/@vitest/runner/dist/chunk-artifact.js:1784:27)
    at chain (file:///work/main/node_modules/@vitest/runner/dist/chunk-artifact.js:599:14)
    at /work/main/tests/browser/key-editor.test.ts:171:3
    at async VitestModuleEvaluator._runInlinedModule (file:///work/main/node_modules/vitest/dist/module-evaluator.js:206:4)`;
const assertion = `AssertionError: expected 1 to be 2 // Object.is equality
    at /work/main/tests/unit/sum.test.ts:4:13`;

describe('the summary of a failed gate', () => {
  it('names each failed case with its error’s first line, and a timeout as a timeout with its place', () => {
    const lines = failedCases(
      {
        testResults: [
          {
            name: '/work/main/tests/browser/key-editor.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'key mode edits in place opens', status: 'passed', failureMessages: [] },
              {
                fullName: 'key mode edits in place shows the panel',
                status: 'failed',
                failureMessages: [timeout],
              },
            ],
          },
          {
            name: '/work/main/tests/unit/sum.test.ts',
            status: 'failed',
            assertionResults: [
              { fullName: 'adds', status: 'failed', failureMessages: [assertion] },
            ],
          },
        ],
      },
      '/work/main',
    );
    expect(lines).toEqual([
      'tests/browser/key-editor.test.ts > key mode edits in place shows the panel: timed out at its hang limit (tests/support/waits.ts) at /work/main/tests/browser/key-editor.test.ts:171:3',
      'tests/unit/sum.test.ts > adds: AssertionError: expected 1 to be 2 // Object.is equality',
    ]);
  });

  it('names a file that failed without a failed case (a hook, or the file would not load)', () => {
    const lines = failedCases(
      {
        testResults: [
          {
            name: '/work/main/tests/http/served.test.ts',
            status: 'failed',
            message: 'Error: listen EADDRINUSE: address already in use 127.0.0.1:8080\n    at …',
            assertionResults: [],
          },
        ],
      },
      '/work/main',
    );
    expect(lines).toEqual([
      'tests/http/served.test.ts: Error: listen EADDRINUSE: address already in use 127.0.0.1:8080',
    ]);
  });
});
