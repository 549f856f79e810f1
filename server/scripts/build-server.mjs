#!/usr/bin/env node
/**
 * Builds the server release into `server/dist/` (or the folder given as first argument): plain
 * JavaScript that `node dist/main.js` runs, with no TypeScript loader.
 *
 * - esbuild bundles `src/main.ts`, the worker-pool thread (`src/pool/worker.ts`) and the backup
 *   command (`src/ops/backup-cli.ts`: `node dist/backup.js FILE`) with the
 *   workspace packages (@xr/rules, @xr/schemas, …, which export TypeScript); third-party packages
 *   stay imports of node_modules (native modules, WebAssembly and SaxonJS load their own files).
 *   Lazy `import()`s become chunks beside the entries, so every file of the release sits in one folder.
 * - The files the server reads at run time are copied beside the JavaScript, and each folder
 *   literal of the source (`new URL('../drizzle/', import.meta.url)` and the like) is rewritten to
 *   the copy: the XML Schemas (from ../shared/xsd), compiled stylesheets, migrations, rule
 *   families, the Leitweg-ID directory, and the built UI when `ui/dist` is there.
 * A file the release needs that is missing stops the build with its name.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = fileURLToPath(new URL('..', import.meta.url));
const root = resolve(serverDir, '..');
const out = resolve(process.argv[2] ?? join(serverDir, 'dist'));

/** Folder literals of the source → the release's copy (see runtime-files.ts). */
const rewrites = [
  [/'(?:\.\.\/)+shared\/xsd\/'/g, "'./xsd/'"],
  [
    /'(?:\.\.\/)+shared\/rules-reference\/official-rule-ids\.tsv'/g,
    "'./rules-reference/official-rule-ids.tsv'",
  ],
  [/'(?:\.\.\/)+(?:xml\/)?xslt\/sef\/'/g, "'./sef/'"],
  [/'(?:\.\.\/)+drizzle\/'/g, "'./drizzle/'"],
  [/'(?:\.\.\/)+drizzle-pg\/'/g, "'./drizzle-pg/'"],
  [/'(?:\.\.\/)+fixtures\/'/g, "'./fixtures/'"],
  [/'(?:\.\.\/)+families\/'/g, "'./families/'"],
  [/'(?:\.\.\/)+ui\/dist\/'/g, "'./ui/'"],
  // the pool's thread: the built worker instead of the tsx boot file
  [/'\.\/boot\.mjs'/g, "'./pool-worker.js'"],
];

/** What the release carries: [source, place in the release, required]. */
const assets = [
  [join(root, '..', 'shared', 'xsd'), 'xsd', true],
  [join(root, 'xml', 'xslt', 'sef'), 'sef', true],
  [join(serverDir, 'drizzle'), 'drizzle', true],
  [join(serverDir, 'drizzle-pg'), 'drizzle-pg', true],
  [join(root, 'rules', 'families'), 'families', true],
  [join(root, 'fixtures', 'leitweg-directory.json'), 'fixtures/leitweg-directory.json', true],
  [join(root, 'ui', 'dist'), 'ui', false],
];

const missing = assets.filter(([from, , required]) => required && !existsSync(from)).map(([from]) => from);
if (missing.length) {
  console.error(`build-server: missing, the release needs it:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
  process.exit(1);
}

const workspacesFirst = {
  name: 'workspace-packages-bundled',
  setup(b) {
    // third-party packages stay imports; @xr/* (TypeScript sources) are bundled
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@xr/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
    b.onLoad({ filter: /\.(ts|mts|mjs)$/ }, (args) => {
      if (args.path.includes('node_modules')) return undefined;
      let text = readFileSync(args.path, 'utf8');
      for (const [from, to] of rewrites) text = text.replace(from, to);
      return {
        contents: text,
        loader: args.path.endsWith('ts') ? 'ts' : 'js',
        resolveDir: dirname(args.path),
      };
    });
  },
};

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const started = Date.now();
await build({
  entryPoints: {
    main: join(serverDir, 'src/main.ts'),
    'pool-worker': join(serverDir, 'src/pool/worker.ts'),
    backup: join(serverDir, 'src/ops/backup-cli.ts'),
  },
  outdir: out,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  chunkNames: 'chunk-[hash]',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [workspacesFirst],
});
/** The copies stay writable for the owner (../shared may be read-only): the next build removes them. */
function writable(path) {
  const stat = statSync(path);
  chmodSync(path, stat.mode | 0o200);
  if (stat.isDirectory()) for (const name of readdirSync(path)) writable(join(path, name));
}
for (const [from, to] of assets)
  if (existsSync(from)) {
    cpSync(from, join(out, to), { recursive: true });
    writable(join(out, to));
  }
console.log(`server release built in ${out} (${Date.now() - started} ms)`);
