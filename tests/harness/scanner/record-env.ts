/**
 * The scanner test project's settings (vitest.config.ts) for the trace recorder: Chromium without
 * its sandbox (as root) and the engine's budgets scaled, so a busy machine ends no scan early.
 * Imported first by record-traces.ts: engine modules read their times when they load.
 */
process.env.SCANNER_UNSAFE_NO_SANDBOX ??= '1';
process.env.SCANNER_TEST_TIME_SCALE ??= '3';
