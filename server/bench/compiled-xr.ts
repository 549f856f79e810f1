/**
 * `xr` compiled ahead of time, as the installable CLI ships (`npm run build -w @xr/cli`: one esbuild
 * bundle, no TypeScript loader at start-up): server/src/cli bundled with the @xr packages into
 * `node_modules/.cache/xr-bench/` of the repository, where node finds the third-party packages.
 * Paths a module finds relative to its own file (`new URL('…', import.meta.url)`, createRequire)
 * are fixed to their source location, so the bundle reads the same stylesheets, schemas and rules.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { jsonAsParse } from '../../scripts/json-as-parse.mjs';

const outdir = fileURLToPath(new URL('../../node_modules/.cache/xr-bench/', import.meta.url));

/** Builds the bundle; answers the path of its entry (`node <entry> validate …`). */
export async function compiledXr(): Promise<string> {
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  // ES modules, as the @xr/cli package declares: without it node would read every chunk twice to
  // find out (module syntax detection), in every thread
  writeFileSync(`${outdir}package.json`, '{ "type": "module" }\n');
  await build({
    entryPoints: { xr: fileURLToPath(new URL('../src/cli/xr.ts', import.meta.url)) },
    outdir,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    splitting: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'xr-source-relative-paths',
        setup(b) {
          b.onLoad({ filter: /\.ts$/ }, (args) => {
            const text = readFileSync(args.path, 'utf8');
            if (!text.includes('import.meta.url')) return undefined;
            const here = pathToFileURL(args.path);
            const contents = text
              .replace(
                /new URL\((['"`])([^'"`$]+)\1,\s*import\.meta\.url\)/g,
                (_, _q, rel: string) => `new URL(${JSON.stringify(new URL(rel, here).href)})`,
              )
              .replace(/createRequire\(import\.meta\.url\)/g, `createRequire(${JSON.stringify(here.href)})`);
            return { contents, loader: 'ts' };
          });
        },
      },
      jsonAsParse,
      {
        name: 'externals',
        setup(b) {
          // the @xr packages and JSON data are bundled; third-party packages stay imports
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@xr/') || args.path.endsWith('.json') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  return `${outdir}xr.js`;
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await compiledXr());
