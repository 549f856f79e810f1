import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { todayInGermany } from '../src/german-day';
import { numberOf, patternProblem, periodOf } from '../src/routes/numbering/pattern';
import { freshApp, registerCompany, savePayload, sqlRows, sqlRun } from './helpers';

/** Complete master data (the server stores master data only when its rules hold). */
const masterData = JSON.parse(
  readFileSync(new URL('../../fixtures/masterdata.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe('numbering patterns', () => {
  it('fills date parts and pads the counter to the number of Ns', () => {
    expect(numberOf(periodOf('RE-{YYYY}-{NNNN}', '2026-03-07'), 42)).toBe('RE-2026-0042');
    expect(numberOf(periodOf('{YY}{MM}{DD}/{N}', '2026-03-07'), 12345)).toBe('260307/12345');
    expect(patternProblem('RE-{YYYY}')).toBe('counter');
    expect(patternProblem('RE-{NN}-{NNN}')).toBe('counter');
    expect(patternProblem('RE-{JJJJ}-{NNN}')).toBe('token');
    expect(patternProblem('RE-{YYYY}-{NNNN}')).toBeUndefined();
  });
});

describe('POST /api/numbering/next', () => {
  it('proposes numbers from the master data pattern, per company, never twice', async () => {
    const t = await freshApp();
    const a = (await registerCompany(t, 'num-a@a.example')).accessToken;
    const b = (await registerCompany(t, 'num-b@b.example')).accessToken;
    const year = todayInGermany().slice(0, 4);
    const first = await t.call('POST', 'api/numbering/next', undefined, a);
    expect(first.status).toBe(200);
    expect(first.data.invoiceNumber).toBe(`RE-${year}-0001`);
    // many reservations at once: all different
    const many = await Promise.all(
      Array.from({ length: 20 }, () => t.call('POST', 'api/numbering/next', undefined, a)),
    );
    const numbers = many.map((r) => r.data.invoiceNumber);
    expect(new Set(numbers).size).toBe(20);
    expect(numbers).not.toContain(first.data.invoiceNumber);
    // another company starts at 1
    expect((await t.call('POST', 'api/numbering/next', undefined, b)).data.invoiceNumber).toBe(
      `RE-${year}-0001`,
    );
    // own pattern; a number already on an invoice is skipped
    const own = await t.call(
      'PUT',
      'api/masterdata',
      { ...masterData, Invoice_number_pattern: 'B{YY}/{NNN}' },
      b,
    );
    expect(own.status).toBe(200);
    await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: `B${year.slice(2)}/001` }), b);
    expect((await t.call('POST', 'api/numbering/next', undefined, b)).data.invoiceNumber).toBe(
      `B${year.slice(2)}/002`,
    );
  });

  it('refuses a pattern without one counter, with a message naming the parts', async () => {
    const t = await freshApp();
    const a = (await registerCompany(t, 'num-c@a.example')).accessToken;
    const bad = await t.call(
      'PUT',
      'api/masterdata',
      { ...masterData, Invoice_number_pattern: 'RE-{YYYY}' },
      a,
    );
    expect(bad.status).toBe(400);
    expect(bad.data.message).toContain('{NNNN}');
    expect((await t.call('GET', 'api/masterdata/', undefined, a)).data).toBeNull();
  });
});

describe('duplicate invoice numbers on save', () => {
  it('warns when an invoice in progress has the number, refuses when a sent one has it', async () => {
    const t = await freshApp();
    const a = (await registerCompany(t, 'num-d@a.example')).accessToken;
    const first = await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: 'X-1' }), a);
    expect(first.data.warnings.map((w: { field: string }) => w.field)).not.toContain('invoiceNumber');
    const second = await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: 'X-1' }), a);
    expect(second.status).toBe(201);
    expect(second.data.warnings).toContainEqual(
      expect.objectContaining({ field: 'invoiceNumber', messageKey: 'warning.invoiceNumber.used' }),
    );
    const used = await t.call('GET', 'api/numbering/used?invoiceNumber=X-1', undefined, a);
    expect(used.data.usedBy).toBe('inprogress');
    await sqlRun(t.deps, "UPDATE invoices SET status = 'sent' WHERE id = ?", first.data.id);
    const third = await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: 'X-1' }), a);
    expect(third.status).toBe(409);
    expect(third.data.message).toContain('versendete Rechnung');
    const update = await t.call(
      'PUT',
      `api/rechnung/${second.data.id}`,
      savePayload({ invoiceNumber: 'X-1', version: 1 }),
      a,
    );
    expect(update.status).toBe(409);
    const [count] = await sqlRows<{ n: number }>(t.deps, 'SELECT count(*) n FROM invoices');
    expect(count.n).toBe(2);
    // another company may use the same number
    const b = (await registerCompany(t, 'num-e@b.example')).accessToken;
    expect((await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: 'X-1' }), b)).status).toBe(201);
  });
});
