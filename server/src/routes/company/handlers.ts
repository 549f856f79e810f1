/** Company data ("Adresse") of the caller's company; delete removes everything of it. */
import type { AuthUser, Deps } from '../../context';
import {
  type Company,
  contactEmailTaken,
  deleteCompany,
  findCompany,
  updateCompany,
} from '../../db/companies';
import { inTransaction } from '../../db/connection';
import { ApiError } from '../../errors/api-error';
import { checkSchema } from '../../validation/schemas';
import { companyFields } from '../accounts/handlers';
import { audit } from '../audit/record';
import { text } from '../body';

export const companyView = (c: Company) => ({
  id: c.id,
  name: c.name,
  street: c.street,
  number: c.number,
  postcode: c.postcode,
  city: c.city,
  contactEmail: c.contactEmail,
  locale: c.locale,
  country: c.country,
  createdDate: c.createdDate,
});

export async function getCompany(deps: Deps, user: AuthUser) {
  const company = await findCompany(deps.db, user.companyId);
  if (!company) throw new ApiError('error.notFound');
  return companyView(company);
}

export async function putCompany(deps: Deps, user: AuthUser, raw: Record<string, unknown>) {
  const body = { ...raw };
  delete body.createdDate;
  await checkSchema('company', body);
  if (body.id !== undefined && body.id !== user.companyId) throw new ApiError('error.forbidden');
  const fields = companyFields(body);
  return await inTransaction(deps.db, async (tx) => {
    if (await contactEmailTaken(tx, fields.contactEmail, user.companyId))
      throw new ApiError('error.contactEmailExists');
    const updated = await updateCompany(tx, user.companyId, fields);
    if (!updated) throw new ApiError('error.notFound');
    await audit(deps, tx, user, {
      action: 'changed',
      objectType: 'company',
      objectId: user.companyId,
      objectLabel: updated.name,
    });
    return companyView(updated);
  });
}

/** Irrevocable; the admin must confirm by retyping the own login (`confirmLogin` in the body or query, spec §5). */
export async function removeCompany(deps: Deps, user: AuthUser, confirmLogin: string | undefined) {
  if (confirmLogin === undefined || confirmLogin.trim().toLowerCase() !== user.login.toLowerCase()) {
    throw new ApiError('validation.confirmLogin');
  }
  await inTransaction(deps.db, async (tx) => {
    // the archive and the audit trail have no foreign key to the company: they stay for the
    // retention period (docs/features.md "Archive, audit trail")
    await audit(deps, tx, user, { action: 'deleted', objectType: 'company', objectId: user.companyId });
    if (!(await deleteCompany(tx, user.companyId))) throw new ApiError('error.notFound');
  });
  return { deleted: true, archiveKeptYears: deps.config.retentionYears };
}

export const confirmField = (body: Record<string, unknown>) =>
  body.confirmLogin === undefined ? undefined : text(body, 'confirmLogin');
