/** Component-test setup: unmount after each test, fresh storage, German UI. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// a German browser (happy-dom says en-US): a first visit opens in the browser's language
if (globalThis.navigator)
  Object.defineProperty(globalThis.navigator, 'languages', { value: ['de-DE', 'de'], configurable: true });

afterEach(() => {
  cleanup();
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});
