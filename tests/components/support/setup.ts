import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { STATE_WAIT_MS } from '../../support/waits.ts';

// React's act() environment, so state updates from events are flushed before assertions.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// waitFor and findBy* look for a state as long as the suite's other waits do.
configure({ asyncUtilTimeout: STATE_WAIT_MS });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
