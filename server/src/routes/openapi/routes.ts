/** GET /weberfassung/api/openapi.json: OpenAPI 3.1 built from the operation table and the model's schemas. */
import { Hono } from 'hono';
import type { AppEnv, Deps } from '../../context';
import { directoryComponents } from './directory-operations';
import { operationSchemas } from './operation-schemas';
import { operations } from './operations';

let cached: Promise<unknown> | undefined;

async function buildDocument() {
  const schemas = await import('@xr/schemas').catch(() => undefined);
  const ids = (schemas?.schemaIds ?? {}) as Record<string, string>;
  const components: Record<string, unknown> = {};
  for (const [name, id] of Object.entries(ids)) {
    const file = schemas?.schemaFiles.find((s) => s.$id === id);
    if (file) components[name] = { $ref: id };
  }
  for (const [name, id] of Object.entries(directoryComponents)) components[name] = { $ref: id };
  const ref = (name: string) => (ids[name] ? { $ref: ids[name] } : { type: 'object' });
  const paths: Record<string, Record<string, unknown>> = {};
  for (const listed of operations) {
    const op = { ...listed, ...operationSchemas[`${listed.method} ${listed.path}`] };
    const params = [
      ...[...op.path.matchAll(/\{(\w+)\}/g)].map((m) => ({
        name: m[1],
        in: 'path',
        required: true,
        schema: { type: 'integer' },
      })),
      ...(op.query ?? []).map((name) => ({ name, in: 'query', required: false, schema: { type: 'string' } })),
    ];
    paths[op.path] ??= {};
    paths[op.path][op.method] = {
      summary: op.summary + (op.admin ? ' (ROLE_WEBERFASSUNG_ADMIN)' : ''),
      ...(op.public ? { security: [] } : {}),
      ...(params.length ? { parameters: params } : {}),
      ...(op.noBody ? { 'x-no-body': true } : {}),
      ...(op.bodySchema
        ? { requestBody: { required: true, content: { 'application/json': { schema: op.bodySchema } } } }
        : {}),
      ...(op.body
        ? {
            requestBody: {
              required: true,
              content: op.body.includes('/')
                ? { [op.body]: { schema: { type: 'string' } } }
                : { 'application/json': { schema: ref(op.body) } },
            },
          }
        : {}),
      responses: {
        [op.noContent ? '204' : '200']: {
          description: op.noContent ? 'No content' : 'OK',
          ...(op.response ? { content: { 'application/json': { schema: ref(op.response) } } } : {}),
          ...(op.responseSchema ? { content: { 'application/json': { schema: op.responseSchema } } } : {}),
          ...(op.responseType ? { content: { [op.responseType]: { schema: { type: 'string' } } } } : {}),
        },
        default: {
          description: 'Error',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    };
  }
  // a copy: the operation tables' schema objects stay as written
  const resolved = structuredClone(paths);
  resolveSchemaNames(resolved, ids);
  return {
    openapi: '3.1.0',
    info: { title: 'XR Web Capture API', version: '2.13.1' },
    servers: [{ url: '/weberfassung' }],
    security: [{ bearer: [] }],
    paths: resolved,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: {
        ...components,
        Error: {
          type: 'object',
          required: ['status', 'code', 'messageKey', 'message'],
          properties: {
            status: { type: 'integer' },
            code: { type: 'string' },
            messageKey: { type: 'string' },
            message: { type: 'string' },
          },
        },
      },
    },
    'x-schemas': schemas?.schemaFiles ?? [],
  };
}

/** `{ $ref: 'schema:name' }` of the operation tables as the `$id` of that schema of schemas/. */
function resolveSchemaNames(value: unknown, ids: Record<string, string>): void {
  if (!value || typeof value !== 'object') return;
  const node = value as Record<string, unknown>;
  if (typeof node.$ref === 'string' && node.$ref.startsWith('schema:')) {
    const id = ids[node.$ref.slice(7)];
    if (id) node.$ref = id;
    else {
      delete node.$ref;
      node.type = 'object';
    }
  }
  for (const child of Object.values(node)) resolveSchemaNames(child, ids);
}

export function openapiRoutes(_deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/api/openapi.json', async (c) => {
    cached ??= buildDocument();
    return c.json(await cached);
  });
  return app;
}
