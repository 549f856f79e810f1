/**
 * The scheduler of recurring invoices. One per system: each tick first claims the DB lease
 * `scheduler` (several app instances may run; only the holder works, and another takes over when
 * the holder stops renewing). Each due occurrence is made in its own transaction — a draft
 * numbered from the company's numbering — and, for schedules in `send` mode, sent through the
 * same generation as the user's "send" (refused when invalid: the draft stays, the run says why).
 * The clock is injectable (`clock`); tests also set it through `SCHEDULER_CLOCK_FILE`.
 * Fair and bounded (issue 30 item 5): each tick makes at most MAX_PER_TICK occurrences, shared
 * equally between the companies with due schedules (which company goes first rotates from tick
 * to tick), at most MAX_CATCH_UP_PER_TICK of one schedule; a draft that would pass the company's
 * storage quota is not made (the occurrence stays due until there is room).
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AuthUser, Deps } from '../context';
import { purgeExpiredArchive } from '../db/archive';
import { purgeExpiredAudit } from '../db/audit-log';
import { findCompany } from '../db/companies';
import { inTransaction } from '../db/connection';
import { insertInvoice } from '../db/invoices';
import {
  advanceSchedule,
  claimLease,
  dueCompanies,
  dueSchedules,
  findSchedule,
  insertRun,
  type ScheduleRow,
  setRunOutcome,
} from '../db/schedules';
import { ApiError } from '../errors/api-error';
import { todayInGermany } from '../german-day';
import { audit } from '../routes/audit/record';
import { generate } from '../routes/generation/generate';
import { checkStorageQuota } from '../routes/invoices/handlers';
import { fieldsOf } from '../routes/invoices/payload';
import { assignInvoiceNumber } from '../routes/numbering/reserve';
import { addPeriods, type Frequency } from './dates';
import { nextInvoice } from './next-invoice';

type Json = Record<string, unknown>;
export type Clock = () => Date;

/** Occurrences one tick makes at most, in all and of one schedule (the rest in later ticks). */
export const MAX_PER_TICK = 200;
export const MAX_CATCH_UP_PER_TICK = 12;

/** The clock of the scheduler: `SCHEDULER_CLOCK_FILE` (tests) holds an ISO date, else the system time. */
export function configuredClock(deps: Deps): Clock {
  const file = deps.config.schedulerClockFile;
  if (!file) return () => new Date();
  return () => {
    try {
      const when = new Date(readFileSync(file, 'utf8').trim());
      return Number.isNaN(when.getTime()) ? new Date() : when;
    } catch {
      return new Date();
    }
  };
}

/** The occurrence after the `index`-th, or null past the end date. */
export function occurrenceDate(s: Pick<ScheduleRow, 'startDate' | 'endDate' | 'frequency'>, index: number) {
  const date = addPeriods(s.startDate, s.frequency as Frequency, index);
  return s.endDate && date > s.endDate ? null : date;
}

const systemActor = (companyId: number) => ({ id: null, companyId, login: 'scheduler' });

/** Makes one due occurrence of a schedule; returns what it made (undefined when another run did it). */
async function runOccurrence(deps: Deps, due: ScheduleRow) {
  const made = await inTransaction(deps.db, async (tx) => {
    const s = await findSchedule(tx, due.companyId, due.id);
    if (!s?.active || !s.nextDate || s.nextDate !== due.nextDate || s.occurrences !== due.occurrences) return;
    const date = s.nextDate;
    const source = JSON.parse(s.json) as Json;
    const typeCode = typeof source.Invoice_type_code === 'string' ? source.Invoice_type_code : '380';
    const invoiceNumber = await assignInvoiceNumber(tx, s.companyId, typeCode, date);
    const invoice = nextInvoice(source, {
      date,
      index: s.occurrences,
      frequency: s.frequency as Frequency,
      dueDays: s.dueDays,
      invoiceNumber,
    });
    await checkStorageQuota(deps, tx, s.companyId, JSON.stringify(invoice).length);
    const row = await insertInvoice(tx, s.companyId, { id: s.createdBy, login: 'scheduler' }, randomUUID(), {
      ...(await fieldsOf(invoice)),
      specVersion: s.specVersion,
      json: JSON.stringify(invoice),
    });
    const run = await insertRun(tx, {
      scheduleId: s.id,
      companyId: s.companyId,
      occurrenceDate: date,
      invoiceId: row.id,
      invoiceNumber,
      outcome: 'draft',
      message: '',
    });
    await advanceSchedule(tx, s, occurrenceDate(s, s.occurrences + 1));
    await audit(deps, tx, systemActor(s.companyId), {
      action: 'created',
      objectType: 'invoice',
      objectId: row.id,
      objectLabel: invoiceNumber,
      detail: `schedule ${s.id} (${s.frequency}) ${date}`,
    });
    return { schedule: s, row, run, invoice };
  });
  if (made?.schedule.mode !== 'send') return made;
  const s = made.schedule;
  const locale = (await findCompany(deps.db, s.companyId))?.locale ?? 'de';
  const me: AuthUser = {
    id: s.createdBy ?? 0,
    companyId: s.companyId,
    login: 'scheduler',
    locale,
    roles: [],
  };
  const kind = made.invoice.Invoice_type_code === '381' ? 'ubl-credit-note-invoices' : 'ubl-invoices';
  try {
    await generate(deps, me, kind, true, undefined, { rechnungId: String(made.row.id) });
    await inTransaction(deps.db, (tx) => setRunOutcome(tx, made.run.id, 'sent'));
  } catch (err) {
    const message = err instanceof ApiError ? err.messageKey : String(err);
    await inTransaction(deps.db, (tx) => setRunOutcome(tx, made.run.id, 'send-failed', message));
  }
  return made;
}

const isQuota = (err: unknown) => err instanceof ApiError && err.messageKey === 'error.storageQuota';

/** Up to `share` due occurrences of one company, at most MAX_CATCH_UP_PER_TICK of each schedule. */
async function runCompany(deps: Deps, companyId: number, today: string, share: number): Promise<number> {
  let made = 0;
  for (const first of await dueSchedules(deps.db, today, companyId, share)) {
    let s: ScheduleRow | undefined = first;
    for (let k = 0; k < MAX_CATCH_UP_PER_TICK && made < share; k++) {
      if (!s?.active || !s.nextDate || s.nextDate > today) break;
      try {
        if (!(await runOccurrence(deps, s))) break;
      } catch (err) {
        // the company's storage is full: its other schedules wait as well
        if (isQuota(err)) return made;
        console.error(`[scheduler] schedule ${s.id} failed`, err);
        break;
      }
      made++;
      s = await findSchedule(deps.db, companyId, s.id);
    }
    if (made >= share) break;
  }
  return made;
}

let turn = 0;

/** One round: the occurrences due by the clock's date (catching up missed ones, fairly), then the purge of expired archive rows. */
export async function runDueSchedules(deps: Deps, now: Date): Promise<number> {
  const today = todayInGermany(now);
  const companies = await dueCompanies(deps.db, today);
  // which company goes first rotates, so with more companies than the tick's occurrences each gets its turn
  const first = companies.length ? turn++ % companies.length : 0;
  const order = [...companies.slice(first), ...companies.slice(0, first)];
  const share = Math.max(1, Math.floor(MAX_PER_TICK / Math.max(1, companies.length)));
  let made = 0;
  for (const companyId of order) {
    if (made >= MAX_PER_TICK) break;
    made += await runCompany(deps, companyId, today, Math.min(share, MAX_PER_TICK - made));
  }
  await inTransaction(deps.db, async (tx) => {
    await purgeExpiredArchive(tx, now);
    await purgeExpiredAudit(tx, now);
  });
  return made;
}

export interface Scheduler {
  /** One tick now (claims the lease first); resolves with the number of invoices made, or -1 without the lease. */
  tick(): Promise<number>;
  stop(): void;
}

export function startScheduler(
  deps: Deps,
  opts: { clock?: Clock; intervalSeconds?: number; holder?: string } = {},
): Scheduler {
  const clock = opts.clock ?? configuredClock(deps);
  const interval = (opts.intervalSeconds ?? deps.config.schedulerIntervalSeconds) * 1000;
  const holder = opts.holder ?? randomUUID();
  let running: Promise<number> = Promise.resolve(0);
  const once = async () => {
    const nowMs = Date.now();
    const until = nowMs + Math.max(60_000, 3 * interval);
    if (!(await inTransaction(deps.db, (tx) => claimLease(tx, 'scheduler', holder, nowMs, until)))) return -1;
    return runDueSchedules(deps, clock());
  };
  const tick = () => {
    running = running.then(once, once);
    return running;
  };
  const timer = interval > 0 ? setInterval(() => void tick().catch(() => {}), interval) : undefined;
  timer?.unref();
  return {
    tick,
    stop: () => {
      if (timer) clearInterval(timer);
    },
  };
}
