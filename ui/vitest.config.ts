import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

/** Component tests: happy-dom, src/**\/*.test.tsx (the editor's included). */
export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 15_000,
  },
});
