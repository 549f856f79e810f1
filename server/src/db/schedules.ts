/** Recurring invoices: schedules, what each created (runs), and the lease of the one scheduler. */
import { and, asc, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from './connection';
import { jobLeases, scheduleRuns, schedules } from './schema';

export type ScheduleRow = typeof schedules.$inferSelect;
export type ScheduleInput = Omit<ScheduleRow, 'id' | 'createdDate' | 'occurrences' | 'active'>;
export type RunRow = typeof scheduleRuns.$inferSelect;

const scope = (companyId: number, id: number) =>
  and(eq(schedules.id, id), eq(schedules.companyId, companyId));

export function insertSchedule(db: Db, input: ScheduleInput): ScheduleRow {
  return db.insert(schedules).values(input).returning().get();
}

export function findSchedule(db: Db, companyId: number, id: number): ScheduleRow | undefined {
  return db.select().from(schedules).where(scope(companyId, id)).get();
}

export function listSchedules(db: Db, companyId: number) {
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
    .orderBy(desc(schedules.id))
    .all();
}

export function setScheduleActive(db: Db, companyId: number, id: number, active: boolean): void {
  db.update(schedules).set({ active }).where(scope(companyId, id)).run();
}

export function deleteSchedule(db: Db, companyId: number, id: number): void {
  db.delete(schedules).where(scope(companyId, id)).run();
}

/** Active schedules with an occurrence due on or before `today`, across all companies (the scheduler's query). */
export function dueSchedules(db: Db, today: string, limit = 100): ScheduleRow[] {
  return db
    .select()
    .from(schedules)
    .where(and(eq(schedules.active, true), isNotNull(schedules.nextDate), lte(schedules.nextDate, today)))
    .orderBy(asc(schedules.nextDate), asc(schedules.id))
    .limit(limit)
    .all();
}

/** Marks one occurrence done and sets the next one (null: the schedule has ended). */
export function advanceSchedule(db: Db, row: ScheduleRow, nextDate: string | null): void {
  db.update(schedules)
    .set({ occurrences: row.occurrences + 1, nextDate })
    .where(and(eq(schedules.id, row.id), eq(schedules.occurrences, row.occurrences)))
    .run();
}

export function insertRun(db: Db, run: Omit<RunRow, 'id' | 'createdDate'>): RunRow {
  return db.insert(scheduleRuns).values(run).returning().get();
}

export function setRunOutcome(db: Db, id: number, outcome: string, message = ''): void {
  db.update(scheduleRuns).set({ outcome, message }).where(eq(scheduleRuns.id, id)).run();
}

export function runsOf(db: Db, companyId: number, scheduleId: number): RunRow[] {
  return db
    .select()
    .from(scheduleRuns)
    .where(and(eq(scheduleRuns.scheduleId, scheduleId), eq(scheduleRuns.companyId, companyId)))
    .orderBy(desc(scheduleRuns.occurrenceDate))
    .all();
}

/**
 * Claims (or renews) the lease `name` for `holder` until `until` (ms): one statement, so of
 * several app instances exactly one holds it; a lease whose holder stopped renewing expires.
 */
export function claimLease(db: Db, name: string, holder: string, nowMs: number, until: number): boolean {
  const result = db
    .insert(jobLeases)
    .values({ name, holder, expiresAt: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, expiresAt: until },
      setWhere: sql`${jobLeases.holder} = ${holder} OR ${jobLeases.expiresAt} <= ${nowMs}`,
    })
    .run();
  return result.changes > 0;
}
