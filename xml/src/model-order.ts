/**
 * Puts the keys of an imported model in the order of the invoice schema (the order of the spec's
 * field lists), so exported JSON reads like the spec. Keys the schema does not know keep their
 * place at the end. Pure; values are not touched.
 */
import { invoiceSchema } from '@xr/generated';

type Schema = { properties?: Record<string, Schema>; items?: Schema; $ref?: string };

const definitions = (invoiceSchema as { definitions?: Record<string, Schema> }).definitions ?? {};

function resolve(s: Schema | undefined): Schema | undefined {
  let cur = s;
  for (let i = 0; cur?.$ref && i < 5; i++) cur = definitions[cur.$ref.replace('#/definitions/', '')];
  return cur;
}

function ordered(value: unknown, schema: Schema | undefined): unknown {
  const s = resolve(schema);
  if (Array.isArray(value)) return value.map((v) => ordered(v, resolve(s?.items)));
  if (value === null || typeof value !== 'object') return value;
  const obj = value as Record<string, unknown>;
  const props = s?.properties ?? {};
  const keys = [
    ...Object.keys(props).filter((k) => k in obj),
    ...Object.keys(obj).filter((k) => !(k in props)),
  ];
  return Object.fromEntries(keys.map((k) => [k, ordered(obj[k], props[k])]));
}

export function inSchemaOrder<T>(invoice: T): T {
  return ordered(invoice, invoiceSchema as Schema) as T;
}
