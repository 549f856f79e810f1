import { cpSync } from 'node:fs';
import { createApp } from '../src/app';
import { createDeps } from '../src/deps';
cpSync('/tmp/benchdb/bench.db', '/tmp/lp/b.db');
const deps = await createDeps({ databasePath: '/tmp/lp/b.db', smtpUrl: '', env: {}, overrides: { loginAttemptsPerMinute: 1000 } });
const app = createApp(deps);
const auth = await (await app.request('/weberfassung/public-api/authenticate/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ login: 'bench@firma3.example', password: 'Bench-Mark-2026!' }) })).json();
const headers = { authorization: `Bearer ${auth.accessToken}` };
const base = '/weberfassung/api/rechnung/inprogress?';
const filter = 'page=0&size=20&sort=createdDate,desc&filterTimeRange=invoiceIssueDate&filterTimeRangeStart=2025-03-01&filterTimeRangeEnd=2025-09-30';
for (const [label, q] of [['plain', 'page=0&size=20']].slice(0, process.env.ONLY ? 1 : 1).concat(process.env.ONLY ? [] : [['Bremen', `${filter}&filterFulltextSearchExpression=Bremen`], ['RE', `${filter}&filterFulltextSearchExpression=RE-3-0012`]]) as [string,string][]) {
  for (let i = 0; i < 300; i++) await (await app.request(base + q, { headers })).text();
  const N = 2000; const c0 = process.cpuUsage(); const t0 = performance.now();
  for (let i = 0; i < N; i++) { const r = await app.request(base + q, { headers }); if (r.status !== 200) throw new Error(String(r.status)); await r.text(); }
  const c = process.cpuUsage(c0);
  console.log(label, ((performance.now() - t0) / N).toFixed(3), 'ms wall', ((c.user + c.system) / 1000 / N).toFixed(3), 'ms cpu');
}
process.exit(0);
