/** The operator's calls (src/ops/, docs/operations.md) for the OpenAPI document. */
import type { Operation } from './operations';

const check = {
  type: 'object',
  required: ['ok', 'detail'],
  properties: { ok: { type: 'boolean' }, detail: { type: 'string' } },
};

export const opsOperations: Operation[] = [
  {
    method: 'get',
    path: '/healthz',
    summary: 'Liveness: the process is alive (200)',
    public: true,
    responseSchema: { type: 'object', required: ['status'], properties: { status: { const: 'alive' } } },
  },
  {
    method: 'get',
    path: '/readyz',
    summary: 'Readiness: database reachable, migrations applied, worker pool answering (200; 503 when not)',
    public: true,
    responseSchema: {
      type: 'object',
      required: ['status', 'checks'],
      properties: {
        status: { enum: ['ready', 'not ready'] },
        checks: {
          type: 'object',
          required: ['database', 'migrations', 'workers'],
          properties: { database: check, migrations: check, workers: check },
        },
      },
    },
  },
  {
    method: 'get',
    path: '/metrics',
    summary:
      'Prometheus metrics (text exposition format; docs/operations.md lists them); with METRICS_TOKEN set, only with that bearer token (else 401)',
    public: true,
    responseType: 'text/plain',
  },
];
