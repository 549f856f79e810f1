import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/**
 * Component tests: happy-dom, src/**\/*.test.tsx (the editor's included). `isolate: false`: the
 * files share one module graph (React, Chakra and the rules load once: about 100 s to 20 s); a file
 * that spies on globals or fakes timers restores them itself.
 */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
    isolate: false,
  },
});
