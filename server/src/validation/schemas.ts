/**
 * Request bodies checked against the model's JSON Schemas (`@xr/schemas` createAjv). When a
 * document schema is not there (yet), the handler's own minimal checks are all that run.
 */
import type { ValidateFunction } from 'ajv';
import { ApiError } from '../errors/api-error';

type Schemas = typeof import('@xr/schemas');
let loaded: Promise<{ mod: Schemas; ajv: ReturnType<Schemas['createAjv']> } | undefined> | undefined;
const cache = new Map<string, ValidateFunction | null>();

function load() {
  loaded ??= import('@xr/schemas')
    .then((mod) => ({ mod, ajv: mod.createAjv({ allErrors: true }) }))
    .catch((err) => {
      console.warn('[server] @xr/schemas not usable, minimal checks only:', String(err).slice(0, 200));
      return undefined;
    });
  return loaded;
}

/** Throws `error.badRequest` with the schema problems when `value` does not fit schema `name`. */
export async function checkSchema(name: string, value: unknown): Promise<void> {
  const s = await load();
  if (!s) return;
  if (!cache.has(name)) {
    const id = (s.mod.schemaIds as Record<string, string>)[name];
    cache.set(name, id ? (s.ajv.getSchema(id) ?? null) : null);
  }
  const validate = cache.get(name);
  if (!validate || validate(value)) return;
  throw new ApiError('error.badRequest', { problems: s.mod.toProblems(validate.errors).slice(0, 50) });
}
