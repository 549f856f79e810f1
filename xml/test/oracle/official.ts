/**
 * The official verdict (`../shared/oracle/validate`, the KoSIT configuration for XRechnung 3.0.2)
 * for many XML documents in one call: a call costs ~1.5 s to start and ~10 ms a file, so tests
 * and scripts collect what they generate and ask once. Test tooling, not part of the product.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const oracleScript = fileURLToPath(new URL('../../../../shared/oracle/validate', import.meta.url));

export interface OfficialMessage {
  id: string;
  level: 'error' | 'warning' | 'information' | string;
  text: string;
  location?: string;
}

export interface OfficialVerdict {
  file: string;
  valid: boolean;
  scenario?: string;
  /** Error-level ids in order of first occurrence, each once. */
  errors: string[];
  /** Warning-level ids in order of first occurrence, each once. */
  warnings: string[];
  messages: OfficialMessage[];
}

interface RawVerdict {
  file: string;
  valid: boolean;
  scenario?: string;
  messages?: OfficialMessage[];
}

function idsAt(messages: OfficialMessage[], level: string): string[] {
  return [...new Set(messages.filter((m) => m.level === level).map((m) => m.id))];
}

/** The official verdict of each file, in the order given. `options` are passed to the script. */
export function officialVerdicts(files: string[], options: string[] = []): Promise<OfficialVerdict[]> {
  if (files.length === 0) return Promise.resolve([]);
  return new Promise((resolve, reject) => {
    execFile(
      oracleScript,
      ['--json', ...options, ...files],
      { maxBuffer: 1 << 30 },
      (error, stdout, stderr) => {
        // exit 1 only says that some file is invalid
        if (error && error.code !== 1) {
          reject(new Error(`official validator failed (${error.code}): ${stderr}`));
          return;
        }
        const byFile = new Map<string, OfficialVerdict>();
        for (const line of stdout.split('\n')) {
          if (!line.startsWith('{')) continue;
          const raw = JSON.parse(line) as RawVerdict;
          const messages = raw.messages ?? [];
          byFile.set(raw.file, {
            file: raw.file,
            valid: raw.valid,
            scenario: raw.scenario,
            errors: idsAt(messages, 'error'),
            warnings: idsAt(messages, 'warning'),
            messages,
          });
        }
        const missing = files.filter((f) => !byFile.has(f));
        if (missing.length > 0) {
          reject(new Error(`official validator gave no verdict for ${missing.join(', ')}`));
          return;
        }
        resolve(files.map((f) => byFile.get(f) as OfficialVerdict));
      },
    );
  });
}

/** The official verdict of XML texts: written to a temporary folder under the given names. */
export async function officialVerdictsOfTexts(
  documents: { name: string; xml: string }[],
  options: string[] = [],
): Promise<OfficialVerdict[]> {
  const dir = mkdtempSync(join(tmpdir(), 'xr-oracle-'));
  try {
    const files = documents.map((d, i) => {
      const file = join(dir, `${i}-${d.name.replace(/[^\w.-]/g, '_')}`);
      writeFileSync(file, d.xml);
      return file;
    });
    return await officialVerdicts(files, options);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
