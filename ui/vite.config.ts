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

/** Vendor groups: the login screen needs react + chakra only; rjsf and the rules engine load with the editor. */
const vendorGroups = [
  { name: 'vendor-react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|jotai)[\\/]/ },
  { name: 'vendor-intl', test: /[\\/]node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
  {
    name: 'vendor-chakra',
    test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss|@floating-ui|@internationalized)[\\/]/,
  },
  {
    name: 'vendor-rjsf',
    test: /[\\/]node_modules[\\/](@rjsf|ajv|ajv-formats|chakra-react-select|react-select)[\\/]/,
  },
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
  server: {
    proxy: {
      '/weberfassung/api': 'http://localhost:8080',
      '/weberfassung/public-api': 'http://localhost:8080',
      '/weberfassung/logout': 'http://localhost:8080',
    },
  },
});
