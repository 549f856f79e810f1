/**
 * Bodies and answers of the calls whose entry in the operation tables names none: keyed by
 * `method path`, merged into the OpenAPI document (routes.ts), so every POST/PUT states its body
 * (or `noBody`) and every answer its type. Shapes as the handlers answer them (server/API.md).
 */
import type { Operation } from './operations';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const bool = { type: 'boolean' } as const;
const obj = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  ...(required.length ? { required } : {}),
  properties,
});
const flag = (name: string) => obj({ [name]: bool }, [name]);
const page = (items: unknown) =>
  obj({ content: { type: 'array', items }, totalElements: int, page: int, size: int });
/** A schema of schemas/ by its `schemaIds` name (routes.ts puts in its `$id`). */
const ref = (name: string) => ({ $ref: `schema:${name}` });

const chainReport = obj({
  intact: bool,
  chained: int,
  beforeStart: int,
  broken: { type: 'array', items: int },
});
const archiveVerification = obj({
  checked: int,
  intact: bool,
  broken: { type: 'array', items: int },
  chain: chainReport,
  writeOnce: obj({ intact: bool, missingTriggers: { type: 'array', items: str } }),
});
const template = obj({ subject: str, body: str }, ['subject', 'body']);
const templates = obj({
  placeholders: { type: 'array', items: str },
  templates: obj({ de: template, en: template }),
});
const schedule = obj({
  id: int,
  invoiceId: int,
  name: str,
  frequency: str,
  startDate: str,
  endDate: { type: ['string', 'null'] },
  dueDays: int,
  mode: str,
  active: bool,
  nextDate: { type: ['string', 'null'] },
});
const user = ref('ssoUser');
const findings = obj({
  valid: bool,
  errorCount: int,
  warningCount: int,
  editor: { type: 'array', items: { type: 'object' } },
  xrechnung: { type: 'array', items: { type: 'object' } },
});
const imported = obj({
  invoice: ref('invoice'),
  notes: { type: 'array', items: str },
  syntax: str,
  warnings: { type: 'array', items: { type: 'object' } },
});

type Schemas = Pick<Operation, 'bodySchema' | 'responseSchema' | 'noBody' | 'noContent'>;

export const operationSchemas: Record<string, Schemas> = {
  'post /public-api/adresse': { responseSchema: obj({ login: str, registered: bool }) },
  'post /public-api/activate/': {
    bodySchema: obj({ token: str, password: str, passwordRepeat: str }, ['token', 'password']),
    responseSchema: flag('activated'),
  },
  'post /public-api/reset-password': {
    bodySchema: obj({ login: str }, ['login']),
    responseSchema: flag('requested'),
  },
  'post /public-api/change-password': {
    bodySchema: obj({ token: str, password: str, passwordRepeat: str }, ['token', 'password']),
    responseSchema: flag('changed'),
  },
  'post /public-api/change-login': {
    bodySchema: obj({ token: str }, ['token']),
    responseSchema: obj({ login: str }),
  },
  'post /logout/': { bodySchema: obj({ allSessions: bool }), responseSchema: flag('loggedOut') },
  'post /api/change-password': {
    bodySchema: obj({ oldPassword: str, password: str, passwordRepeat: str }, ['oldPassword', 'password']),
    responseSchema: flag('changed'),
  },
  'post /api/reset-login': {
    bodySchema: obj({ newLogin: str, newLoginRepeat: str, password: str }, ['newLogin', 'password']),
    responseSchema: flag('requested'),
  },
  'put /api/adresse': { responseSchema: ref('company') },
  'delete /api/adresse': { responseSchema: obj({ deleted: bool, archiveKeptYears: int }) },
  'get /api/adresse/ssousers': { responseSchema: { type: 'array', items: user } },
  'put /api/ssouser/locale': {
    bodySchema: obj({ locale: { enum: ['de', 'en'] } }, ['locale']),
    responseSchema: obj({ locale: str }),
  },
  'delete /api/ssouser': { responseSchema: flag('deleted') },
  'post /api/ssouser': { responseSchema: user },
  'put /api/ssouser/{id}': {
    bodySchema: obj({ id: int, givenName: str, familyName: str, locale: str, locked: bool, disabled: bool }),
    responseSchema: user,
  },
  'delete /api/ssouser/{id}': { responseSchema: flag('deleted') },
  'post /api/ssouser/{id}/resend-activation-mail': { noBody: true, responseSchema: flag('sent') },
  'post /api/ssouserrole': { responseSchema: ref('roleAssignment') },
  'delete /api/ssouserroles/{id}': { responseSchema: flag('deleted') },
  'post /api/rechnung/visualisierung': {
    bodySchema: obj({ invoice: ref('invoice'), format: str }, ['invoice']),
  },
  'post /api/rechnung/zip': { bodySchema: obj({ ids: { type: 'array', items: int } }, ['ids']) },
  'delete /api/rechnung/{id}': { responseSchema: flag('deleted') },
  'post /api/rechnung/{id}/manually-sent': { noBody: true, responseSchema: { type: 'object' } },
  'post /api/rechnung/{id}/delivery-retry': { noBody: true },
  'get /api/rechnung/validierungsergebnisdata/{id}': { responseSchema: findings },
  'post /api/v1_2/json-validations': { responseSchema: findings },
  'post /api/v1_2/json-invoices': { responseSchema: imported },
  'post /api/json-orders': { responseSchema: imported },
  'get /api/textresource': { responseSchema: { type: 'array', items: { type: 'object' } } },
  'get /api/leitweg-ids': { responseSchema: page(ref('leitwegEntry')) },
  'get /api/archive': { responseSchema: page({ type: 'object' }) },
  'get /api/archive/verification': { responseSchema: archiveVerification },
  'get /api/archive/{id}/verification': {
    responseSchema: obj({ id: int, invoiceNumber: str, intact: bool }),
  },
  'get /api/audit': { responseSchema: page({ type: 'object' }) },
  'get /api/schedules': { responseSchema: { type: 'array', items: schedule } },
  'post /api/schedules': {
    bodySchema: obj(
      { invoiceId: int, name: str, frequency: str, startDate: str, endDate: str, dueDays: int, mode: str },
      ['invoiceId', 'frequency', 'startDate'],
    ),
    responseSchema: schedule,
  },
  'get /api/schedules/{id}': {
    responseSchema: { ...schedule, properties: { ...schedule.properties, runs: { type: 'array' } } },
  },
  'put /api/schedules/{id}': { bodySchema: obj({ active: bool }, ['active']), responseSchema: schedule },
  'delete /api/schedules/{id}': { responseSchema: flag('deleted') },
  'get /api/mail-templates': { responseSchema: templates },
  'put /api/mail-templates/{locale}': { bodySchema: template, responseSchema: templates },
  'delete /api/mail-templates/{locale}': { responseSchema: templates },
  'post /api/mail-templates/{locale}/preview': {
    bodySchema: { ...template, properties: { ...template.properties, invoiceId: int } },
    responseSchema: template,
  },
  'get /api/mail-log': { responseSchema: page({ type: 'object' }) },
  'post /api/buyers/from-invoice': { noBody: true },
  'delete /api/buyers/{id}': { noContent: true },
  'delete /api/articles/{id}': { noContent: true },
};
