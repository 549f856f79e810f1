/**
 * Recurring invoices of the caller's company: made from a stored invoice (its JSON is copied at
 * that moment), every week / month / quarter / year from `startDate` until `endDate` (optional),
 * with the due date `dueDays` after each issue date; `mode` `draft` (default) or `send` (sent when
 * valid). Each change is one transaction with its audit entry. A schedule starts at most
 * MAX_BACKDATE_YEARS back; a company has at most MAX_SCHEDULES_PER_COMPANY (issue 30 item 5).
 */
import type { AuthUser, Deps } from '../../context';
import { lockCompany } from '../../db/companies';
import { type Db, inTransaction } from '../../db/connection';
import * as sch from '../../db/schedules';
import { ApiError } from '../../errors/api-error';
import { todayInGermany } from '../../german-day';
import { addPeriods, FREQUENCIES, type Frequency, isDate } from '../../schedule/dates';
import { audit } from '../audit/record';
import { text } from '../body';
import { findOwn } from '../invoices/handlers';

const MODES = ['draft', 'send'] as const;

/** How far back a schedule may start (its missed occurrences are made), and schedules per company. */
export const MAX_BACKDATE_YEARS = 2;
export const MAX_SCHEDULES_PER_COMPANY = 100;

/** The earliest start date allowed on `today` (yyyy-MM-dd): the same day MAX_BACKDATE_YEARS years ago. */
export const earliestStart = (today: string) => addPeriods(today, 'year', -MAX_BACKDATE_YEARS);

export interface ScheduleRequest {
  invoiceId: number;
  name: string;
  frequency: Frequency;
  startDate: string;
  endDate: string | null;
  dueDays: number;
  mode: (typeof MODES)[number];
}

export function parseSchedule(body: Record<string, unknown>): ScheduleRequest {
  const invoiceId = body.invoiceId;
  if (typeof invoiceId !== 'number' || !Number.isInteger(invoiceId))
    throw new ApiError('error.badRequest', { field: 'invoiceId' });
  if (!(FREQUENCIES as readonly unknown[]).includes(body.frequency))
    throw new ApiError('error.badRequest', { field: 'frequency', allowed: FREQUENCIES.join(', ') });
  const startDate = body.startDate ?? todayInGermany();
  if (!isDate(startDate)) throw new ApiError('error.badRequest', { field: 'startDate', reason: 'date' });
  const earliest = earliestStart(todayInGermany());
  if (startDate < earliest)
    throw new ApiError('schedule.error.startDate', {
      field: 'startDate',
      years: MAX_BACKDATE_YEARS,
      earliest,
    });
  const endDate =
    body.endDate === undefined || body.endDate === null || body.endDate === '' ? null : body.endDate;
  if (endDate !== null && (!isDate(endDate) || endDate < startDate))
    throw new ApiError('error.badRequest', { field: 'endDate', reason: 'date' });
  const dueDays = body.dueDays ?? 30;
  if (typeof dueDays !== 'number' || !Number.isInteger(dueDays) || dueDays < 0 || dueDays > 365)
    throw new ApiError('error.badRequest', { field: 'dueDays', reason: 'range' });
  const mode = body.mode ?? 'draft';
  if (!(MODES as readonly unknown[]).includes(mode))
    throw new ApiError('error.badRequest', { field: 'mode' });
  return {
    invoiceId,
    name: text(body, 'name', { max: 200 }),
    frequency: body.frequency as Frequency,
    startDate,
    endDate,
    dueDays,
    mode: mode as ScheduleRequest['mode'],
  };
}

export async function createSchedule(deps: Deps, me: AuthUser, req: ScheduleRequest) {
  return await inTransaction(deps.db, async (tx) => {
    const invoice = await findOwn(tx, me, req.invoiceId);
    // counted after the lock: a schedule another request made meanwhile is counted
    await lockCompany(tx, me.companyId);
    if ((await sch.countSchedules(tx, me.companyId)) >= MAX_SCHEDULES_PER_COMPANY)
      throw new ApiError('schedule.error.quota', { max: MAX_SCHEDULES_PER_COMPANY });
    const row = await sch.insertSchedule(tx, {
      companyId: me.companyId,
      sourceInvoiceId: invoice.id,
      createdBy: me.id,
      name: req.name || invoice.invoiceNumber,
      json: invoice.json,
      specVersion: invoice.specVersion,
      frequency: req.frequency,
      startDate: req.startDate,
      endDate: req.endDate,
      dueDays: req.dueDays,
      mode: req.mode,
      nextDate: req.startDate,
    });
    await audit(deps, tx, me, {
      action: 'created',
      objectType: 'schedule',
      objectId: row.id,
      objectLabel: row.name,
      detail: `${row.frequency} from ${row.startDate}${row.endDate ? ` to ${row.endDate}` : ''}, ${row.mode}, invoice ${invoice.id}`,
    });
    return view(row);
  });
}

export const view = ({ json: _json, companyId: _c, ...row }: sch.ScheduleRow) => row;

export async function ownSchedule(db: Db, me: AuthUser, id: number) {
  const row = await sch.findSchedule(db, me.companyId, id);
  if (!row) throw new ApiError('error.notFound');
  return row;
}

export async function setActive(deps: Deps, me: AuthUser, id: number, active: boolean) {
  return await inTransaction(deps.db, async (tx) => {
    const row = await ownSchedule(tx, me, id);
    await sch.setScheduleActive(tx, me.companyId, id, active);
    await audit(deps, tx, me, {
      action: 'changed',
      objectType: 'schedule',
      objectId: id,
      objectLabel: row.name,
      detail: active ? 'resumed' : 'paused',
    });
    return view(await ownSchedule(tx, me, id));
  });
}

export async function removeSchedule(deps: Deps, me: AuthUser, id: number) {
  await inTransaction(deps.db, async (tx) => {
    const row = await ownSchedule(tx, me, id);
    await sch.deleteSchedule(tx, me.companyId, id);
    await audit(deps, tx, me, {
      action: 'deleted',
      objectType: 'schedule',
      objectId: id,
      objectLabel: row.name,
    });
  });
  return { deleted: true };
}
