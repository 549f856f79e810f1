/**
 * The table and verdict of the isolation bench (`isolation.ts`): the other company's p50 / p99 per
 * call kind beside each heavy or hostile request, each p99 held against its goal (issue 30 item
 * 17: 100 ms for list, save and login, 1 s for a generation), and a verdict per call kind that
 * names every heavy kind under which the goal was missed.
 */
import { loadavg } from 'node:os';

export const GOALS_MS: Record<string, number> = { list: 100, save: 100, login: 100, generation: 1000 };
export const CALLS = Object.keys(GOALS_MS);

export interface KindResult {
  title: string;
  times: Record<string, number[]>;
  statuses: Record<string, number>;
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : Number.NaN;
};

const ms = (x: number) => (Number.isNaN(x) ? '–' : `${x.toFixed(0)} ms`);

/** Met when p99 is under the goal; a call kind without a single call is not met (nothing shown). */
const met = (call: string, xs: number[]) => xs.length > 0 && percentile(xs, 99) < GOALS_MS[call];

export function printReport(results: KindResult[]) {
  const head = [
    "heavy company's request (repeated)",
    ...CALLS.map((c) => `${c} p50 / p99 (goal ${ms(GOALS_MS[c])})`),
    'calls',
    'heavy answers',
  ];
  console.log(
    `\nother company's calls, ${new Date().toISOString()}, load average now ${loadavg()[0].toFixed(1)}\n`,
  );
  console.log(`| ${head.join(' | ')} |`);
  console.log(`|${head.map(() => '---').join('|')}|`);
  for (const { title, times, statuses } of results) {
    const cells = CALLS.map((c) => {
      const xs = times[c] ?? [];
      return `${ms(percentile(xs, 50))} / ${ms(percentile(xs, 99))} ${met(c, xs) ? 'ok' : 'MISSED'}`;
    });
    const calls = CALLS.reduce((n, c) => n + (times[c]?.length ?? 0), 0);
    const answers = Object.entries(statuses)
      .map(([status, n]) => `${n}× ${status}`)
      .join(', ');
    console.log(`| ${[title, ...cells, String(calls), answers || '–'].join(' | ')} |`);
  }
  console.log('\nverdict per call kind (p99 against its goal under every heavy request):');
  let all = true;
  for (const c of CALLS) {
    const missed = results.filter((r) => !met(c, r.times[c] ?? [])).map((r) => r.title);
    all &&= missed.length === 0;
    console.log(
      missed.length === 0
        ? `  ${c}: GOAL MET (p99 < ${ms(GOALS_MS[c])} beside every heavy request)`
        : `  ${c}: GOAL NOT MET (p99 ≥ ${ms(GOALS_MS[c])}) beside: ${missed.join('; ')}`,
    );
  }
  console.log(all ? '\nALL GOALS MET.' : '\nNOT ALL GOALS MET (see above).');
}
