// `xr validate [--profile P] [--always-rules] [--threads N] [--files-from FILE|-] FILE|FOLDER...`
// (validate-args.ts): one JSON line per file {"file","valid","findings":[{ruleId,severity,pointer,bt}]};
// exit status 1 when any file has an error. Without --profile each file's BT-24 picks it
// (@xr/xml validate-profile.ts). The batch itself (threads, files) is server/src/validate-batch/.
import { type Line, validateInThreads } from '../validate-batch/validate-threads';
import { parseArgs, USAGE, type ValidateArgs } from './validate-args';

export async function run(args: string[]): Promise<number> {
  let parsed: ValidateArgs;
  try {
    parsed = parseArgs(args);
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  if (parsed.files.length === 0) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  let lines: Line[];
  try {
    lines = await validateInThreads(parsed.files, parsed.profile, parsed.threads, parsed.alwaysRules);
  } catch (e) {
    process.stderr.write(`xr validate: ${(e as Error).message}\n`);
    return 1;
  }
  process.stdout.write(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  return lines.every((l) => l.valid) ? 0 : 1;
}
