import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { speedUpComputedStyles } from './fast-styles';

// How long a findBy or waitFor waits for what the user would see. A page's first render also loads its
// lazy route's modules, which on a machine busy with another suite took more than the 5 s this was: a
// wait that fails only then says nothing about the app. A real failure still fails, 15 s later.
configure({ asyncUtilTimeout: 15_000 });

if (typeof window !== 'undefined') speedUpComputedStyles(window); // none in a Node-environment test

afterEach(() => {
  cleanup();
  globalThis.localStorage?.clear(); // none in a Node-environment test (entry-server.test.tsx)
  vi.unstubAllGlobals();
});
