#!/usr/bin/env node
// Builds an installable package into `<package>/dist/`: the TypeScript entry bundled to one ES
// module by esbuild (other @xr packages and third-party packages stay imports), declaration files
// by tsc, the data files the package ships, README, LICENSE and a package.json whose `exports`
// point at the built files. `npm pack ./<package>/dist` then makes the tarball.
//
// Inside the repository every package keeps exporting its TypeScript source (vite, vitest, tsx
// and tsc need no build); only dist/ is what an integrator installs.
//
// usage: node scripts/build-package.mjs generated|codelists|rules|xml|client|cli
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { jsonAsParse } from './json-as-parse.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
const rootPackage = readJson(join(root, 'package.json'));

/** What each published package is made of. */
const packages = {
  generated: {
    description: 'XRechnung invoice model: TypeScript types, bundled JSON Schemas (2020-12) and the BT index',
    entry: 'index.ts',
    assets: (dir) => readdirSync(dir).filter((f) => f.endsWith('.schema.json') || f === 'bt-index.json'),
    exports: { './*.json': './*.json' },
  },
  codelists: {
    description:
      'The code lists of EN 16931 / XRechnung (ISO 4217, UNECE Rec 20, UNTDID, EAS, ...) with lookups',
    entry: 'index.ts',
    assets: () => ['lists'],
    exports: { './lists/*': './lists/*' },
  },
  rules: {
    description: 'XRechnung business rules as data, their evaluator, calculations and normalisations',
    entry: 'index.ts',
    // `@xr/rules/node`: families read from a directory, `xr rules check` (Node only)
    entries: { node: 'node.ts' },
    assets: () => ['families', 'LANGUAGE.md'],
    exports: { './families/*': './families/*' },
    rewrites: [
      {
        file: /rules[\\/]src[\\/]tools[\\/]familyDir\.ts$/,
        from: "'../../families/'",
        to: () => "'./families/'",
      },
    ],
  },
  xml: {
    description:
      'E-invoice XML (UBL, CII): reader, writer, XML Schema check, the XML-level rules, and validateXml with the verdict of xr validate',
    entry: 'index.ts',
    // `@xr/xml/browser`: validateXml, the reader and the PDF reader, without Node (no SaxonJS)
    entries: { browser: 'browser.ts' },
    // the compiled stylesheets and the XML Schemas, found relative to index.js
    copies: [
      ['xml/xslt/sef', 'sef'],
      ['../shared/xsd', 'xsd'],
    ],
    rewrites: [
      { file: /xml[\\/]src[\\/]saxon\.ts$/, from: "'../xslt/sef/'", to: () => "'./sef/'" },
      { file: /xml[\\/]src[\\/]xsd\.ts$/, from: "'../../../shared/xsd/'", to: () => "'./xsd/'" },
    ],
    // loaded with createRequire (xml/src/saxon.ts), so not seen as an import by esbuild
    required: ['saxonjs-he'],
  },
  client: {
    description:
      'Typed client of the XR Web Capture HTTP API (openapi-fetch, types from its OpenAPI document)',
    entry: 'index.ts',
    assets: () => ['examples'],
  },
  cli: {
    description: 'The xr command line: XRechnung XML import, generation, HTML view and validation',
    entry: '../server/src/cli/xr.ts',
    bin: true,
    // the CLI is the server's code: its private packages are bundled in, published ones stay imports
    bundled: ['@xr/server', '@xr/xml', '@xr/schemas', '@xr/fixtures'],
    // loaded with createRequire (xml/src/saxon.ts), so not seen as an import by esbuild
    required: ['saxonjs-he'],
  },
};

const name = process.argv[2];
const spec = packages[name];
if (!spec) {
  console.error(`usage: build-package.mjs ${Object.keys(packages).join('|')}`);
  process.exit(2);
}
const pkgDir = join(root, name);
const dist = join(pkgDir, 'dist');
const source = readJson(join(pkgDir, 'package.json'));
rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

/** Exact versions of everything installed in the repository (package-lock.json). */
const lock = readJson(join(root, 'package-lock.json')).packages;
function installedVersion(dep) {
  const local = Object.entries(lock).find(
    ([path, entry]) => entry.name === dep && !path.includes('node_modules'),
  );
  if (local) return local[1].version ?? rootPackage.version;
  const entry = lock[`node_modules/${dep}`];
  if (!entry) throw new Error(`${dep} is not installed in the repository`);
  return entry.version;
}
const packageName = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

// Source text fixes for the bundle: the CLI's files find their data relative to the repository.
const cliRewrites = [
  // every command of server/src/cli becomes its own chunk instead of a run-time file lookup
  {
    file: /server[\\/]src[\\/]cli[\\/]xr\.ts$/,
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text that is replaced
    from: 'await import(`./${command}.ts`)',
    to: (dir) =>
      `await ({${readdirSync(dir)
        .filter((f) => /^[a-z-]+\.ts$/.test(f) && f !== 'xr.ts')
        .map((f) => `${JSON.stringify(f.slice(0, -3))}: () => import('./${f}')`)
        .join(', ')}} as Record<string, () => Promise<unknown>>)[command]()`,
  },
  { file: /xml[\\/]src[\\/]saxon\.ts$/, from: "'../xslt/sef/'", to: () => "'./sef/'" },
  { file: /xml[\\/]src[\\/]xsd\.ts$/, from: "'../../../shared/xsd/'", to: () => "'./xsd/'" },
];
const rewritePlugin = (rewrites) => ({
  name: 'xr-package-paths',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, (args) => {
      const rewrite = rewrites.find((r) => r.file.test(args.path));
      if (!rewrite) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes(rewrite.from)) throw new Error(`${args.path} no longer contains ${rewrite.from}`);
      return { contents: text.replace(rewrite.from, rewrite.to(dirname(args.path))), loader: 'ts' };
    });
  },
});

// 1. JavaScript
const bundled = new Set(spec.bundled ?? []);
const result = await build({
  entryPoints: {
    [spec.bin ? 'xr' : 'index']: join(pkgDir, spec.entry),
    ...Object.fromEntries(Object.entries(spec.entries ?? {}).map(([k, f]) => [k, join(pkgDir, f)])),
  },
  outdir: dist,
  bundle: true,
  format: 'esm',
  platform: spec.bin ? 'node' : 'neutral',
  mainFields: ['module', 'main'],
  target: 'node20',
  // several entries share one copy of each module (one rule set for `.` and `./node`)
  splitting: Boolean(spec.bin || spec.entries),
  chunkNames: '[name]-[hash]', // beside xr.js: sef/ and xsd/ are found relative to every chunk
  metafile: true,
  logLevel: 'warning',
  // the command starts node as the repository's bin does (its first line: the node flags)
  banner: spec.bin ? { js: readFileSync(join(root, 'server/bin/xr.mjs'), 'utf8').split('\n')[0] } : undefined,
  plugins: [
    rewritePlugin(spec.bin ? cliRewrites : (spec.rewrites ?? [])),
    ...(spec.bin ? [jsonAsParse] : []),
    {
      name: 'externals',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('node:')) return { external: true };
          // JSON data of another package is inlined (an external import would lose `with { type: 'json' }`)
          if (args.path.endsWith('.json')) return undefined;
          return bundled.has(packageName(args.path)) ? undefined : { external: true };
        });
      },
    },
  ],
});

// 2. Dependencies: what the bundle imports, at the versions installed here
const imported = new Set();
for (const dep of spec.required ?? []) imported.add(dep);
for (const output of Object.values(result.metafile.outputs))
  for (const i of output.imports)
    if (i.external && !i.path.startsWith('node:')) imported.add(packageName(i.path));

// 3. Declarations (not for the bin): tsc against the other packages' built declarations
const exportsMap = {};
if (!spec.bin) {
  const tsconfig = join(pkgDir, 'tsconfig.build.json');
  const internal = Object.keys(source.dependencies ?? {}).filter((d) => d.startsWith('@xr/'));
  writeFileSync(
    tsconfig,
    `${JSON.stringify(
      {
        extends: './tsconfig.json',
        compilerOptions: {
          noEmit: false,
          declaration: true,
          emitDeclarationOnly: true,
          outDir: 'dist/types',
          rootDir: '.',
          paths: Object.fromEntries(internal.map((d) => [d, [`../${d.slice(4)}/dist/types/index.d.ts`]])),
        },
        include: [spec.entry, ...Object.values(spec.entries ?? {})],
        exclude: ['node_modules', 'dist', '**/*.test.ts'],
      },
      null,
      2,
    )}\n`,
  );
  try {
    execFileSync(join(root, 'node_modules/.bin/tsc'), ['-p', tsconfig], { cwd: pkgDir, stdio: 'inherit' });
  } finally {
    rmSync(tsconfig);
  }
  addDeclarationExtensions(join(dist, 'types'));
  for (const dep of declarationImports(join(dist, 'types'))) imported.add(dep);
  exportsMap['.'] = { types: './types/index.d.ts', default: './index.js' };
  for (const [k, f] of Object.entries(spec.entries ?? {}))
    exportsMap[`./${k}`] = { types: `./types/${f.replace(/\.ts$/, '.d.ts')}`, default: `./${k}.js` };
}

/** Packages the declarations refer to (an integrator's tsc needs them installed too). */
function declarationImports(dir) {
  const found = new Set();
  for (const entry of readdirSync(dir, { recursive: true })) {
    if (!entry.endsWith('.d.ts')) continue;
    for (const m of readFileSync(join(dir, entry), 'utf8').matchAll(
      /(?:from\s+|import\()['"]([^'".][^'"]*)['"]/g,
    ))
      if (!m[1].startsWith('node:')) found.add(packageName(m[1]));
  }
  return found;
}

/** Node's ESM resolution (TypeScript's `nodenext`) needs file extensions in relative imports. */
function addDeclarationExtensions(dir) {
  for (const entry of readdirSync(dir)) {
    const file = join(dir, entry);
    if (statSync(file).isDirectory()) {
      addDeclarationExtensions(file);
      continue;
    }
    if (!file.endsWith('.d.ts')) continue;
    const text = readFileSync(file, 'utf8').replace(
      /(from\s+|import\()(['"])(\.{1,2}\/[^'"]*?)\2/g,
      (whole, lead, quote, spec) => {
        if (/\.(js|json)$/.test(spec)) return whole;
        const base = join(dirname(file), spec);
        const target = existsSync(`${base}.d.ts`) ? `${spec}.js` : `${spec}/index.js`;
        return `${lead}${quote}${target}${quote}`;
      },
    );
    writeFileSync(file, text);
  }
}

const dependencies = Object.fromEntries([...imported].sort().map((dep) => [dep, installedVersion(dep)]));

// 4. Data files, README, LICENSE
for (const asset of spec.assets?.(pkgDir) ?? [])
  cpSync(join(pkgDir, asset), join(dist, asset), { recursive: true });
for (const [from, to] of spec.copies ?? []) cpSync(join(root, from), join(dist, to), { recursive: true });
if (spec.bin) {
  cpSync(join(root, 'xml/xslt/sef'), join(dist, 'sef'), { recursive: true });
  cpSync(join(root, '../shared/xsd'), join(dist, 'xsd'), { recursive: true });
}
cpSync(join(pkgDir, 'README.md'), join(dist, 'README.md'));
cpSync(join(root, 'LICENSE'), join(dist, 'LICENSE'));

const manifest = {
  name: source.name,
  version: source.version,
  description: spec.description,
  license: rootPackage.license,
  type: 'module',
  engines: { node: '>=20' },
  ...(spec.bin
    ? { bin: { xr: './xr.js' } }
    : { exports: { ...exportsMap, ...(spec.exports ?? {}), './package.json': './package.json' } }),
  ...(spec.bin ? {} : { types: './types/index.d.ts' }),
  files: readdirSync(dist).filter((f) => f !== 'package.json'),
  dependencies,
};
writeFileSync(join(dist, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`${source.name}: ${relative(root, dist)} (${Object.keys(dependencies).length} dependencies)`);
