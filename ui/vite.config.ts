import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { familyIndexPlugin } from '../rules/src/tools/viteFamilyIndex';

/** Writes a build id (hash of the built index.html) into dist/service-worker.js. */
function serviceWorkerBuildId(): Plugin {
  let outDir = 'dist';
  return {
    name: 'service-worker-build-id',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const sw = join(outDir, 'service-worker.js');
      const id = createHash('sha256')
        .update(readFileSync(join(outDir, 'index.html')))
        .digest('hex')
        .slice(0, 16);
      writeFileSync(sw, readFileSync(sw, 'utf8').replace('__BUILD_ID__', id));
    },
  };
}

/**
 * Vendor groups for React and react-intl only, which every screen needs. Chakra, rjsf and the
 * rule engine are left to the bundler's own splitting by dynamic import(): each Chakra component
 * comes with the first screen that uses it (the login does not load the date picker, the editor's
 * comboboxes or sliders), and the modules keep their order of execution (issue 28, first load).
 */
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|jotai)[\\/]/ },
  { name: 'vendor-intl', test: /[\\/]node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
];

export default defineConfig({
  base: '/weberfassung/',
  plugins: [react(), serviceWorkerBuildId(), familyIndexPlugin()],
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  // module workers (each is started with type "module"): the check page's worker loads libxml2,
  // whose WebAssembly module starts with a top-level await
  worker: { format: 'es' },
  server: {
    proxy: {
      '/weberfassung/api': 'http://localhost:8080',
      '/weberfassung/public-api': 'http://localhost:8080',
      '/weberfassung/logout': 'http://localhost:8080',
    },
  },
});
