import Ajv, { type ErrorObject } from 'ajv';
import addFormats from 'ajv-formats';
import { schemaFiles } from './registry';
import { xVocabulary } from './vocabulary';

export { schemaFiles } from './registry';
export { X_FORMATS, type XFormat, xVocabulary } from './vocabulary';

/** Base of every `$id`; file `invoice/seller.schema.json` has `${SCHEMA_BASE}invoice/seller.schema.json`. */
export const SCHEMA_BASE = 'https://schemas.xr-web-capture.example/';

/** The `$id` of each document schema (the roots other packages validate against). */
export const schemaIds = {
  invoice: `${SCHEMA_BASE}invoice/invoice.schema.json`,
  masterData: `${SCHEMA_BASE}documents/master-data.schema.json`,
  savePayload: `${SCHEMA_BASE}documents/save-payload.schema.json`,
  saveFile: `${SCHEMA_BASE}documents/save-file.schema.json`,
  selectedInvoice: `${SCHEMA_BASE}documents/selected-invoice.schema.json`,
  userSettings: `${SCHEMA_BASE}documents/user-settings.schema.json`,
  uiSettings: `${SCHEMA_BASE}documents/ui-settings.schema.json`,
  attachmentCounters: `${SCHEMA_BASE}documents/attachment-counters.schema.json`,
  session: `${SCHEMA_BASE}documents/session.schema.json`,
  company: `${SCHEMA_BASE}documents/company.schema.json`,
  ssoUser: `${SCHEMA_BASE}documents/sso-user.schema.json`,
  roleAssignment: `${SCHEMA_BASE}documents/role-assignment.schema.json`,
  registration: `${SCHEMA_BASE}documents/registration.schema.json`,
  configuration: `${SCHEMA_BASE}documents/configuration.schema.json`,
  invoiceListRow: `${SCHEMA_BASE}documents/invoice-list-row.schema.json`,
  invoiceListPage: `${SCHEMA_BASE}documents/invoice-list-page.schema.json`,
  loginResponse: `${SCHEMA_BASE}documents/login-response.schema.json`,
  leitwegEntry: `${SCHEMA_BASE}documents/leitweg-entry.schema.json`,
} as const;
export type SchemaName = keyof typeof schemaIds;

/** Ajv 8 in strict mode, with formats, the `x-*` vocabulary and every schema added by its `$id`.
 * `allErrors` so a form sees every problem at once. */
export function createAjv(options: { allErrors?: boolean } = {}): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: options.allErrors ?? true });
  addFormats(ajv);
  ajv.addVocabulary(xVocabulary);
  for (const schema of schemaFiles) ajv.addSchema(schema);
  return ajv;
}

/** One validation problem: the JSON pointer of the offending place and ajv's message. */
export interface SchemaProblem {
  pointer: string;
  keyword: string;
  message: string;
}

/** Maps ajv errors to pointers; a missing required property points at the property itself and
 * an unknown property at the unknown key. */
export function toProblems(errors: ErrorObject[] | null | undefined): SchemaProblem[] {
  return (errors ?? []).map((e) => {
    let pointer = e.instancePath;
    if (e.keyword === 'required') pointer += `/${escapePointer(String(e.params.missingProperty))}`;
    if (e.keyword === 'additionalProperties')
      pointer += `/${escapePointer(String(e.params.additionalProperty))}`;
    return { pointer, keyword: e.keyword, message: e.message ?? e.keyword };
  });
}

const escapePointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
