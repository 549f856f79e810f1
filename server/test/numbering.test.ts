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

type App = Awaited<ReturnType<typeof freshApp>>;

describe('invoice numbers given on save, without gaps (issue 26)', () => {
  const year = todayInGermany().slice(0, 4);
  const today = todayInGermany();
  /** Saves an invoice without a number (as the editor does with the proposal left unchanged). */
  const saveUnnumbered = (t: App, token: string, typeCode = '380') =>
    t.call(
      'POST',
      'api/rechnung',
      savePayload({
        invoiceNumber: '',
        json: JSON.stringify({ Invoice_type_code: typeCode, Invoice_issue_date: today }),
      }),
      token,
    );
  const propose = async (t: App, token: string, query = '') =>
    (await t.call('GET', `api/numbering/next${query}`, undefined, token)).data.invoiceNumber;
  const sendAll = (t: App) => sqlRun(t.deps, "UPDATE invoices SET status = 'sent'");
  const sentNumbers = async (t: App) =>
    (await sqlRows<{ n: string }>(t.deps, "SELECT invoice_number n FROM invoices WHERE status = 'sent'"))
      .map((r) => r.n)
      .sort();

  it('opening the editor takes no number; drafts deleted leave no gap in the sent series', async () => {
    const t = await freshApp();
    const a = (await registerCompany(t, 'num-a@a.example')).accessToken;
    // "Rechnung erstellen" five times, abandoned: the proposal stays the first number
    for (let i = 0; i < 5; i++) expect(await propose(t, a)).toBe(`RE-${year}-0001`);
    expect((await t.call('POST', 'api/numbering/next', undefined, a)).data.invoiceNumber).toBe(
      `RE-${year}-0001`,
    );
    // the first save gives the number and writes it into the stored invoice
    const first = await saveUnnumbered(t, a);
    expect(first.status).toBe(201);
    expect(first.data.invoiceNumber).toBe(`RE-${year}-0001`);
    const json = await t.call('GET', `api/rechnung/jsondata/${first.data.id}`, undefined, a);
    expect(json.data.Invoice_number.Content).toBe(`RE-${year}-0001`);
    // drafts saved and discarded: their numbers are given again
    const second = await saveUnnumbered(t, a);
    const third = await saveUnnumbered(t, a);
    expect([second.data.invoiceNumber, third.data.invoiceNumber]).toEqual([
      `RE-${year}-0002`,
      `RE-${year}-0003`,
    ]);
    expect((await t.call('DELETE', `api/rechnung/${second.data.id}`, undefined, a)).status).toBe(200);
    expect(await propose(t, a)).toBe(`RE-${year}-0002`);
    expect((await saveUnnumbered(t, a)).data.invoiceNumber).toBe(`RE-${year}-0002`);
    // a draft whose number was changed by hand frees it too
    const fourth = await saveUnnumbered(t, a);
    expect(fourth.data.invoiceNumber).toBe(`RE-${year}-0004`);
    const renamed = await t.call(
      'PUT',
      `api/rechnung/${fourth.data.id}`,
      savePayload({ invoiceNumber: 'HAND-1', version: 1 }),
      a,
    );
    expect(renamed.data.invoiceNumber).toBe('HAND-1');
    expect((await t.call('DELETE', `api/rechnung/${renamed.data.id}`, undefined, a)).status).toBe(200);
    // saves at once (two app instances would race the same way): all different, one after another
    const many = await Promise.all(Array.from({ length: 8 }, () => saveUnnumbered(t, a)));
    const numbers = many.map((r) => r.data.invoiceNumber).sort();
    expect(numbers).toEqual(
      Array.from({ length: 8 }, (_, i) => `RE-${year}-${String(i + 4).padStart(4, '0')}`),
    );
    await sendAll(t);
    expect(await sentNumbers(t)).toEqual(
      Array.from({ length: 11 }, (_, i) => `RE-${year}-${String(i + 1).padStart(4, '0')}`),
    );
    // another company starts at 1
    const b = (await registerCompany(t, 'num-b@b.example')).accessToken;
    expect((await saveUnnumbered(t, b)).data.invoiceNumber).toBe(`RE-${year}-0001`);
  });

  it('credit notes follow their own pattern when the master data sets one', async () => {
    const t = await freshApp();
    const a = (await registerCompany(t, 'num-g@a.example')).accessToken;
    // without a credit note pattern, credit notes share the invoices' series
    expect((await saveUnnumbered(t, a, '381')).data.invoiceNumber).toBe(`RE-${year}-0001`);
    const own = await t.call(
      'PUT',
      'api/masterdata',
      { ...masterData, Invoice_number_pattern: 'B{YY}/{NNN}', Credit_note_number_pattern: 'GS-{YYYY}-{NN}' },
      a,
    );
    expect(own.status).toBe(200);
    expect(await propose(t, a, '?invoiceTypeCode=381')).toBe(`GS-${year}-01`);
    expect((await saveUnnumbered(t, a, '381')).data.invoiceNumber).toBe(`GS-${year}-01`);
    expect((await saveUnnumbered(t, a, '380')).data.invoiceNumber).toBe(`B${year.slice(2)}/001`);
    expect((await saveUnnumbered(t, a, '381')).data.invoiceNumber).toBe(`GS-${year}-02`);
    expect((await saveUnnumbered(t, a, '384')).data.invoiceNumber).toBe(`B${year.slice(2)}/002`);
    // a number typed by hand in the series is skipped
    await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: `B${year.slice(2)}/003` }), a);
    expect((await saveUnnumbered(t, a)).data.invoiceNumber).toBe(`B${year.slice(2)}/004`);
    const bad = await t.call('PUT', 'api/masterdata', { ...masterData, Credit_note_number_pattern: 'GS' }, a);
    expect(bad.status).toBe(400);
    expect(bad.data.message).toContain('{NNNN}');
  });
});

describe('numbering pattern in the master data', () => {
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
    // saving the first again warns too: the second carries the number (its own row does not count)
    const again = await t.call(
      'PUT',
      `api/rechnung/${first.data.id}`,
      savePayload({ invoiceNumber: 'X-1', version: 1 }),
      a,
    );
    expect(again.status).toBe(200);
    expect(again.data.warnings).toContainEqual(
      expect.objectContaining({ field: 'invoiceNumber', messageKey: 'warning.invoiceNumber.used' }),
    );
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
    const own = await t.call('POST', 'api/rechnung', savePayload({ invoiceNumber: 'X-1' }), b);
    expect(own.status).toBe(201);
    // an invoice saved again with a number no other invoice carries: no warning
    const alone = await t.call(
      'PUT',
      `api/rechnung/${own.data.id}`,
      savePayload({ invoiceNumber: 'X-1', version: 1 }),
      b,
    );
    expect(alone.data.warnings.map((w: { field: string }) => w.field)).not.toContain('invoiceNumber');
  });
});
