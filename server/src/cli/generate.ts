// `xr generate --syntax ubl|cii [--spec VERSION] FILE... --out DIR`: writes DIR/<name>.xml for each
// JSON invoice model (a 381 in UBL becomes a CreditNote). Many files in one process; the exit
// status is 1 when any file failed, with the reason per file on stderr. BT-24 is the version valid
// today unless --spec asks for another; an invoice's own identifier is kept only when current
// platforms accept it. A replaced identifier or an outdated --spec is said on stderr (German and
// English), without failing the file.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { XmlError } from '@xr/xml/src/errors';
import { generateXml, type Syntax } from '@xr/xml/src/generate';

interface GenerateArgs {
  syntax: Syntax;
  spec?: string;
  out: string;
  files: string[];
}

const usage = 'usage: xr generate --syntax ubl|cii [--spec VERSION] FILE... --out DIR';

/** Parses the arguments; throws an Error with the usage text on bad input. */
export function parseGenerateArgs(args: string[]): GenerateArgs {
  const options: Record<string, string> = {};
  const files: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const m = a.match(/^--(syntax|spec|out)(?:=(.*))?$/);
    if (m) {
      const value = m[2] ?? args[++i];
      if (value === undefined) throw new Error(`--${m[1]} needs a value\n${usage}`);
      options[m[1]] = value;
    } else if (a.startsWith('--')) throw new Error(`unknown option ${a}\n${usage}`);
    else files.push(a);
  }
  if (options.syntax !== 'ubl' && options.syntax !== 'cii')
    throw new Error(`--syntax ubl|cii is required\n${usage}`);
  if (!options.out) throw new Error(`--out DIR is required\n${usage}`);
  if (files.length === 0) throw new Error(`no input file\n${usage}`);
  return { syntax: options.syntax, spec: options.spec, out: options.out, files };
}

function reason(e: unknown): string {
  if (e instanceof XmlError) return `${e.message} (${e.messageKey})${e.detail ? `: ${e.detail}` : ''}`;
  if (e instanceof SyntaxError) return `not a JSON invoice: ${e.message}`;
  return e instanceof Error ? e.message : String(e);
}

export async function run(args: string[]): Promise<number> {
  let parsed: GenerateArgs;
  try {
    parsed = parseGenerateArgs(args);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  await mkdir(parsed.out, { recursive: true });
  let failed = 0;
  for (const file of parsed.files) {
    try {
      const invoice = JSON.parse(await readFile(file, 'utf8'));
      const { xml, notices } = generateXml(invoice, { syntax: parsed.syntax, spec: parsed.spec });
      await writeFile(join(parsed.out, `${basename(file, extname(file))}.xml`), xml);
      for (const n of notices) process.stderr.write(`${file}: Warnung: ${n.de} / Warning: ${n.en}\n`);
    } catch (e) {
      failed++;
      process.stderr.write(`${file}: ${reason(e)}\n`);
    }
  }
  return failed > 0 ? 1 : 0;
}
