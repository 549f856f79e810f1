/**
 * The files the server reads at run time, checked when it starts: a missing one stops the start at
 * once with its name, instead of a user meeting `ENOENT` on the first XML check hours later.
 *
 * From the source tree they are read where they are kept (the XML Schemas in `../shared/xsd`,
 * beside the repository); the built release (`npm run build -w @xr/server`, scripts/build-server.mjs)
 * carries copies next to its JavaScript, and the build rewrites each folder below to its copy.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = import.meta.url;

/** Folders of run-time files (the build rewrites each literal to the release's copy). */
export const runtimeDirs = {
  xsd: new URL('../../../shared/xsd/', here),
  sef: new URL('../../xml/xslt/sef/', here),
  migrations: new URL('../drizzle/', here),
  migrationsPg: new URL('../drizzle-pg/', here),
  fixtures: new URL('../../fixtures/', here),
};

/** Each required file as a path, with what it is for. */
export function requiredFiles(): { path: string; what: string }[] {
  const at = (dir: URL, file: string) => fileURLToPath(new URL(file, dir));
  const require = createRequire(here);
  const font = (file: string) => {
    try {
      return require.resolve(`dejavu-fonts-ttf/ttf/${file}`);
    } catch {
      return `node_modules/dejavu-fonts-ttf/ttf/${file}`;
    }
  };
  return [
    ...[
      'ubl-2.1/maindoc/UBL-Invoice-2.1.xsd',
      'ubl-2.1/maindoc/UBL-CreditNote-2.1.xsd',
      'cii-d16b/CrossIndustryInvoice_100pD16B.xsd',
    ].map((f) => ({ path: at(runtimeDirs.xsd, f), what: 'XML Schema / XML-Schema' })),
    ...['model-to-ubl', 'model-to-cii', 'model-to-html', 'order-to-model'].map((f) => ({
      path: at(runtimeDirs.sef, `${f}.sef.json`),
      what: 'compiled stylesheet / kompiliertes Stylesheet',
    })),
    {
      path: at(runtimeDirs.migrations, 'meta/_journal.json'),
      what: 'SQLite migrations / SQLite-Migrationen',
    },
    {
      path: at(runtimeDirs.migrationsPg, 'meta/_journal.json'),
      what: 'PostgreSQL migrations / PostgreSQL-Migrationen',
    },
    {
      path: at(runtimeDirs.fixtures, 'leitweg-directory.json'),
      what: 'Leitweg-ID directory / Leitweg-ID-Verzeichnis',
    },
    ...['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((f) => ({
      path: font(f),
      what: 'PDF font / PDF-Schrift',
    })),
  ];
}

/** One line per missing file, naming it; empty when all are there. */
export function missingFiles(): string[] {
  return requiredFiles()
    .filter((f) => !existsSync(f.path))
    .map((f) => `${f.path} is missing (${f.what}) / fehlt`);
}
