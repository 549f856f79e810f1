// The `xr` command line (bin of @xr/server): `xr <command> ...` dispatches to
// server/src/cli/<command>.ts, each exporting `run(args): Promise<number>` (the exit status).
// Commands: import, order, view, generate, validate, rules — whichever exist in this checkout.
import { setFlagsFromString } from 'node:v8';

const commands: Record<string, string> = {
  import: 'UBL/CII invoice XML → JSON model (xr import FILE... --out DIR)',
  order: 'UBL order XML → pre-filled JSON invoice (xr order FILE... --out DIR)',
  view: 'invoice JSON or XML → HTML view (xr view FILE... --out DIR [--locale de|en])',
  generate:
    'JSON model → UBL/CII XML (xr generate --syntax ubl|cii [--profile en16931|xrechnung] [--spec VERSION] FILE... --out DIR)',
  validate: 'JSON or XML → findings of the rules (xr validate [--profile P] [--always-rules] FILE|FOLDER...)',
  rules: 'rule families: xr rules check [FILE...] | xr rules explain RULE-ID FILE',
};

function help(): string {
  return `usage: xr <command> [arguments]\n\n${Object.entries(commands)
    .map(([name, text]) => `  ${name.padEnd(9)} ${text}`)
    .join('\n')}\n`;
}

export async function main(argv: string[]): Promise<number> {
  const [command, ...args] = argv;
  if (!command || command === '--help' || command === '-h' || command === 'help') {
    process.stdout.write(help());
    return command ? 0 : 2;
  }
  if (!(command in commands)) {
    process.stderr.write(`unknown command: ${command}\n${help()}`);
    return 2;
  }
  if (command === 'validate')
    // WebAssembly (libxml2, the XML Schema check) in V8's baseline compiler only: the optimising
    // tier recompiles libxml2's hot functions in every process and thread, which costs more CPU
    // than a batch of validations gains from it (set before libxml2 is loaded; workers share it)
    setFlagsFromString('--liftoff-only');
  let mod: { run?: (args: string[]) => Promise<number> };
  try {
    mod = await import(`./${command}.ts`);
  } catch (e) {
    process.stderr.write(`xr ${command} is not available in this checkout: ${(e as Error).message}\n`);
    return 2;
  }
  if (typeof mod.run !== 'function') {
    process.stderr.write(`xr ${command} has no run(args) entry\n`);
    return 2;
  }
  return mod.run(args);
}

const code = await main(process.argv.slice(2));
// Exit as soon as the output is written. Left to end by itself, node first waits until V8's
// background jobs are done (optimising compiles queued in the last moments of a batch): after the
// last line of `xr validate` that took 3–230 ms more, for nothing.
process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
