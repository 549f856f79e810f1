/** Component-test setup: unmount after each test, fresh storage, German UI. */
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  globalThis.sessionStorage?.clear();
  globalThis.localStorage?.clear();
});
