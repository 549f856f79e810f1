// Shared by `xr import`, `xr order` and `xr view`: `FILE... --out DIR` parsing and a per-file loop
// that writes one output per input, prints the reason of each failure on stderr and returns the
// exit status (1 when any file failed, 2 on bad arguments).
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { XmlError } from '@xr/xml/src/errors';

export interface FilesOut {
  files: string[];
  out: string;
  options: Record<string, string>;
}

/** `FILE... --out DIR [--name VALUE]...`; `known` lists the extra options accepted. */
export function parseFilesOut(args: string[], usage: string, known: string[] = []): FilesOut {
  const options: Record<string, string> = {};
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(a);
    if (m && (m[1] === 'out' || known.includes(m[1]))) {
      const value = m[2] ?? args[++i];
      if (value === undefined) throw new Error(`--${m[1]} needs a value\n${usage}`);
      options[m[1]] = value;
    } else if (m) throw new Error(`unknown option ${a}\n${usage}`);
    else files.push(a);
  }
  if (!options.out) throw new Error(`--out DIR is required\n${usage}`);
  if (files.length === 0) throw new Error(`no input file\n${usage}`);
  return { files, out: options.out, options };
}

export function reason(e: unknown): string {
  if (e instanceof XmlError) return `${e.message} (${e.messageKey})${e.detail ? `: ${e.detail}` : ''}`;
  return e instanceof Error ? e.message : String(e);
}

/** Runs `convert` on each file (bytes in, text out) and writes DIR/<name><ext>. */
export async function eachFile(
  parsed: FilesOut,
  ext: string,
  convert: (bytes: Uint8Array, file: string) => { text: string; notes?: string[] },
): Promise<number> {
  await mkdir(parsed.out, { recursive: true });
  let failed = 0;
  for (const file of parsed.files) {
    try {
      const { text, notes = [] } = convert(await readFile(file), file);
      const target = join(parsed.out, `${basename(file, extname(file))}${ext}`);
      await writeFile(target, text);
      for (const n of notes) process.stderr.write(`${file}: note: ${n}\n`);
      process.stdout.write(`${file} -> ${target}${notes.length ? ` (${notes.length} notes)` : ''}\n`);
    } catch (e) {
      failed++;
      process.stderr.write(`${file}: ${reason(e)}\n`);
    }
  }
  return failed > 0 ? 1 : 0;
}

/** Wraps a command so that bad arguments print the usage and give status 2. */
export async function withUsage(run: () => Promise<number>): Promise<number> {
  try {
    return await run();
  } catch (e) {
    process.stderr.write(`${reason(e)}\n`);
    return 2;
  }
}
