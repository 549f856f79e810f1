/** Component-test setup: unmount after each test, fresh storage, German UI, English catalogue loaded. */
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

// English loads on demand in the app; tests switch languages synchronously (imported after the
// browser's languages are set: the UI language is chosen when the state module loads)
await (await import('../i18n')).loadCatalogue('en');
