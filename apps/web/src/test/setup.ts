import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { installFastComputedStyle } from './fast-computed-style';

// (none in a Node-environment test: entry-server.test.tsx)
if (typeof window !== 'undefined') installFastComputedStyle(window);

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear(); // none in a Node-environment test (entry-server.test.tsx)
  vi.unstubAllGlobals();
});
