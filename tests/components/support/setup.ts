import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// React's act() environment, so state updates from events are flushed before assertions.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
