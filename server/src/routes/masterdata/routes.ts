/**
 * GET /api/masterdata/ (JSON `null` when none is stored: the client then creates the initial
 * record), POST (create; 409 when one exists), PUT (replace; the body may be the master data as
 * a JSON string, as the spec's client sends it). Both refuse master data that breaks its rules
 * (`masterdata.error.invalid` with the findings).
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { findCompany, updateCompany } from '../../db/companies';
import { type Db, inTransaction } from '../../db/connection';
import { findMasterData, insertMasterData, replaceMasterData } from '../../db/masterdata';
import { ApiError } from '../../errors/api-error';
import { loadRules } from '../../modules';
import { checkSchema } from '../../validation/schemas';
import { audit } from '../audit/record';
import { readJson } from '../body';
import { errorsOf } from '../generation/findings';
import { textsTooLong } from '../invoices/content';
import { checkNumberPattern } from '../numbering/pattern';
import { companyAddressOf, withCompanyAddress, withoutCompanyAddress } from './company-address';

/** Master data is stored only when its rules hold (spec §5, `evaluateMasterData` of @xr/rules). */
async function checkMasterData(body: Record<string, unknown>, locale: string) {
  const long = textsTooLong(body);
  if (long.length > 0) throw new ApiError('validation.text.tooLong', { fields: long.slice(0, 50) });
  await checkSchema('masterData', body);
  const rules = await loadRules();
  const messages = rules.ruleMessages(locale);
  const errors = errorsOf(
    rules.evaluateMasterData(body).map((f) => ({ ...f, message: messages[f.messageId] ?? f.ruleId })),
  );
  if (errors.length > 0)
    throw new ApiError('masterdata.error.invalid', { findings: errors, count: errors.length });
}

/** The stored master data with the company's address (null when none is stored). */
async function readMasterData(db: Db, companyId: number) {
  const json = await findMasterData(db, companyId);
  const company = json ? await findCompany(db, companyId) : undefined;
  if (!json) return null;
  const stored = JSON.parse(json) as Record<string, unknown>;
  return company ? withCompanyAddress(stored, company) : stored;
}

/** The master data's address written to the company record (the one the administration edits). */
async function saveCompanyAddress(tx: Db, companyId: number, body: Record<string, unknown>) {
  const address = companyAddressOf(body);
  if (Object.keys(address).length > 0) await updateCompany(tx, companyId, address);
}

export function masterdataRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/masterdata', requireAuth(deps));
  app.get('/api/masterdata', async (c) => c.json(await readMasterData(deps.db, c.get('user').companyId)));
  app.post('/api/masterdata', async (c) => {
    const body = await readJson(c);
    await checkMasterData(body, c.get('user').locale);
    checkNumberPattern(body.Invoice_number_pattern);
    checkNumberPattern(body.Credit_note_number_pattern, 'Credit_note_number_pattern');
    checkNumberPattern(body.Customer_number_pattern, 'Customer_number_pattern');
    const json = JSON.stringify(withoutCompanyAddress(body));
    const saved = await inTransaction(deps.db, async (tx) => {
      if (await findMasterData(tx, c.get('user').companyId)) throw new ApiError('error.identicalRecord');
      await insertMasterData(tx, c.get('user').companyId, json);
      await saveCompanyAddress(tx, c.get('user').companyId, body);
      await audit(deps, tx, c.get('user'), { action: 'created', objectType: 'masterdata' });
      return readMasterData(tx, c.get('user').companyId);
    });
    return c.json(saved, 201);
  });
  app.put('/api/masterdata', async (c) => {
    const body = await readJson(c);
    await checkMasterData(body, c.get('user').locale);
    checkNumberPattern(body.Invoice_number_pattern);
    checkNumberPattern(body.Credit_note_number_pattern, 'Credit_note_number_pattern');
    checkNumberPattern(body.Customer_number_pattern, 'Customer_number_pattern');
    const json = JSON.stringify(withoutCompanyAddress(body));
    const saved = await inTransaction(deps.db, async (tx) => {
      await replaceMasterData(tx, c.get('user').companyId, json);
      await saveCompanyAddress(tx, c.get('user').companyId, body);
      await audit(deps, tx, c.get('user'), { action: 'changed', objectType: 'masterdata' });
      return readMasterData(tx, c.get('user').companyId);
    });
    return c.json(saved, 200);
  });
  return app;
}
