/** Recurring invoices: schedules, what each created (runs), and the lease of the one scheduler. */
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { creationTime, withRandomId } from './random-id';
import { jobLeases, scheduleRuns, schedules } from './tables';

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleInput = Omit<ScheduleRow, 'id' | 'createdDate' | 'occurrences' | 'active'>;
export type RunRow = typeof scheduleRuns.$inferSelect;

const scope = (companyId: number, id: number) =>
  and(eq(schedules.id, id), eq(schedules.companyId, companyId));

export async function insertSchedule(db: Db, input: ScheduleInput): Promise<ScheduleRow> {
  return withRandomId((id) =>
    db
      .insert(schedules)
      .values({ ...input, id, createdDate: creationTime() })
      .onConflictDoNothing({ target: schedules.id })
      .returning(),
  );
}

export async function findSchedule(db: Db, companyId: number, id: number): Promise<ScheduleRow | undefined> {
  const [row] = await db.select().from(schedules).where(scope(companyId, id)).limit(1);
  return row;
}

export async function listSchedules(db: Db, companyId: number) {
  return db
    .select({
      id: schedules.id,
      name: schedules.name,
      sourceInvoiceId: schedules.sourceInvoiceId,
      frequency: schedules.frequency,
      startDate: schedules.startDate,
      endDate: schedules.endDate,
      dueDays: schedules.dueDays,
      mode: schedules.mode,
      nextDate: schedules.nextDate,
      occurrences: schedules.occurrences,
      active: schedules.active,
      createdDate: schedules.createdDate,
    })
    .from(schedules)
    .where(eq(schedules.companyId, companyId))
    .orderBy(desc(schedules.createdDate), desc(schedules.id));
}

export async function setScheduleActive(
  db: Db,
  companyId: number,
  id: number,
  active: boolean,
): Promise<void> {
  await db.update(schedules).set({ active }).where(scope(companyId, id));
}

export async function deleteSchedule(db: Db, companyId: number, id: number): Promise<void> {
  await db.delete(schedules).where(scope(companyId, id));
}

const due = (today: string) =>
  and(eq(schedules.active, true), isNotNull(schedules.nextDate), lte(schedules.nextDate, today));

/** The companies with an active schedule due on or before `today` (the scheduler's first query). */
export async function dueCompanies(db: Db, today: string): Promise<number[]> {
  const rows = await db
    .selectDistinct({ companyId: schedules.companyId })
    .from(schedules)
    .where(due(today))
    .orderBy(asc(schedules.companyId));
  return rows.map((r) => r.companyId);
}

/** Active schedules of a company with an occurrence due on or before `today`, the longest due first. */
export async function dueSchedules(
  db: Db,
  today: string,
  companyId: number,
  limit = 100,
): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(schedules)
    .where(and(due(today), eq(schedules.companyId, companyId)))
    .orderBy(asc(schedules.nextDate), asc(schedules.createdDate), asc(schedules.id))
    .limit(limit);
}

/** The number of schedules of a company (the per-company limit). */
export async function countSchedules(db: Db, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(schedules)
    .where(eq(schedules.companyId, companyId));
  return Number(row?.n ?? 0);
}

export async function advanceSchedule(db: Db, row: ScheduleRow, nextDate: string | null): Promise<void> {
  await db
    .update(schedules)
    .set({ occurrences: row.occurrences + 1, nextDate })
    .where(and(eq(schedules.id, row.id), eq(schedules.occurrences, row.occurrences)));
}

export async function insertRun(db: Db, run: Omit<RunRow, 'id' | 'createdDate'>): Promise<RunRow> {
  return withRandomId((id) =>
    db
      .insert(scheduleRuns)
      .values({ ...run, id })
      .onConflictDoNothing({ target: scheduleRuns.id })
      .returning(),
  );
}

export async function setRunOutcome(db: Db, id: number, outcome: string, message = ''): Promise<void> {
  await db.update(scheduleRuns).set({ outcome, message }).where(eq(scheduleRuns.id, id));
}

export async function runsOf(db: Db, companyId: number, scheduleId: number): Promise<RunRow[]> {
  return db
    .select()
    .from(scheduleRuns)
    .where(and(eq(scheduleRuns.scheduleId, scheduleId), eq(scheduleRuns.companyId, companyId)))
    .orderBy(desc(scheduleRuns.occurrenceDate));
}

/**
 * Claims (or renews) the lease `name` for `holder` until `until` (ms): one statement, so of
 * several app instances exactly one holds it; a lease whose holder stopped renewing expires.
 */
export async function claimLease(
  db: Db,
  name: string,
  holder: string,
  nowMs: number,
  until: number,
): Promise<boolean> {
  const claimed = await db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt: until },
      setWhere: sql`${jobLeases.holder} = ${holder} OR ${jobLeases.expiresAt} <= ${nowMs}`,
    })
    .returning({ name: jobLeases.name });
  return claimed.length > 0;
}
