/**
 * Issue 27, lists and money: the lists carry customer, amounts, due date and type read from the
 * stored JSON; sent invoices have a payment status (open, partly paid, paid, overdue by the due
 * date) that payments change; the server refuses bad payments in plain words, keeps companies
 * apart and audits every change; the dashboard sums and the CSV carry the money.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { todayInGermany } from '../src/german-day';
import { onPostgres, registerCompany, sqlRun } from './helpers';
import { dayFrom, setup } from './payment-setup';

describe('payment status', () => {
  it('derives open, partly paid, paid and overdue; refuses bad payments plainly; audits; scopes', async () => {
    const { t, token, save, send } = await setup();
    const late = await send({ number: 'RE-1', buyer: 'Bäckerei Korn', due: 119, dueDate: dayFrom(-3) });
    const soon = await send({
      number: 'RE-2',
      buyer: 'Stadt Musterhausen',
      due: 1000.5,
      dueDate: dayFrom(10),
    });
    const credit = await send({
      number: 'GS-1',
      buyer: 'Stadt Musterhausen',
      due: 50,
      dueDate: '',
      type: '381',
    });
    const draft = await save({ number: 'RE-3', buyer: 'Entwurf AG', due: 10, dueDate: dayFrom(5) });

    const rows = (await t.call('GET', 'api/rechnung/sent?sort=invoiceNumber,asc', undefined, token)).data
      .content;
    const byNumber = Object.fromEntries(rows.map((r: { invoiceNumber: string }) => [r.invoiceNumber, r]));
    expect(byNumber['RE-1']).toMatchObject({
      buyerName: 'Bäckerei Korn',
      amountDue: '119.00',
      grossAmount: '119.00',
      netAmount: '100.00',
      vatAmount: '19.00',
      currency: 'EUR',
      dueDate: dayFrom(-3),
      invoiceTypeCode: '380',
      paymentStatus: 'OVERDUE',
      openAmount: '119.00',
    });
    expect(byNumber['RE-2']).toMatchObject({ paymentStatus: 'OPEN', amountDue: '1000.50' });
    // a credit note is owed by the supplier, not to them: no payment status
    expect(byNumber['GS-1'].invoiceTypeCode).toBe('381');
    expect(byNumber['GS-1'].paymentStatus).toBeUndefined();

    const pay = (id: number, body: Record<string, unknown>, who = token) =>
      t.call('POST', `api/rechnung/${id}/payments`, body, who);
    const today = todayInGermany();

    // refusals, in plain words; nothing changes
    const tooMuch = await pay(soon, { paidOn: today, amount: '1000.51' });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.data.message).toBe('Der Betrag ist höher als der noch offene Betrag von 1000.50 EUR.');
    expect((await pay(soon, { paidOn: today, amount: 0 })).data.messageKey).toBe('payment.error.amount');
    expect((await pay(soon, { paidOn: today, amount: '-5' })).status).toBe(400);
    expect((await pay(soon, { paidOn: today, amount: '1.005' })).data.messageKey).toBe(
      'payment.error.amount',
    );
    const future = await pay(soon, { paidOn: dayFrom(1), amount: 10 });
    expect(future.status).toBe(400);
    expect(future.data.message).toMatch(/Zahlungsdatum liegt in der Zukunft/);
    expect((await pay(soon, { paidOn: '2026-02-30' })).data.messageKey).toBe('payment.error.date');
    expect((await pay(draft, { paidOn: today })).status).toBe(409);
    const creditRefused = await t.call('POST', `api/rechnung/${credit}/payments`, { paidOn: today }, token, {
      'accept-language': 'en',
    });
    expect(creditRefused.data.message).toBe(
      'A credit note is not paid by your customer: no payments are recorded for credit notes.',
    );
    // another company cannot see or pay this invoice
    const other = await registerCompany(t, 'fremd@b.example', 'Fremd GmbH');
    expect((await pay(soon, { paidOn: today }, other.accessToken)).status).toBe(404);
    expect((await t.call('GET', `api/rechnung/${soon}/payments`, undefined, other.accessToken)).status).toBe(
      404,
    );
    expect((await t.call('GET', `api/rechnung/${soon}/payments`, undefined, token)).data).toMatchObject({
      paymentStatus: 'OPEN',
      paidAmount: '0.00',
      payments: [],
    });

    // partly paid (decimal comma accepted), then paid with the open amount as default
    const partly = await pay(soon, { paidOn: dayFrom(-1), amount: '400,25' });
    expect(partly.status).toBe(201);
    expect(partly.data).toMatchObject({
      paymentStatus: 'PARTLY_PAID',
      paidAmount: '400.25',
      openAmount: '600.25',
    });
    const full = await pay(soon, { paidOn: today });
    expect(full.data).toMatchObject({ paymentStatus: 'PAID', paidAmount: '1000.50', openAmount: '0.00' });
    expect(full.data.payments.map((p: { amount: string }) => p.amount)).toEqual(['400.25', '600.25']);
    expect((await pay(soon, { paidOn: today, amount: 1 })).data.messageKey).toBe('payment.error.nothingOpen');
    // an overdue invoice partly paid stays overdue, with what is still open
    expect((await pay(late, { paidOn: today, amount: 19 })).data).toMatchObject({
      paymentStatus: 'OVERDUE',
      openAmount: '100.00',
    });

    // undo a payment: the status follows; another company cannot undo
    const second = full.data.payments[1].id;
    expect(
      (await t.call('DELETE', `api/rechnung/${soon}/payments/${second}`, undefined, other.accessToken))
        .status,
    ).toBe(404);
    const undone = await t.call('DELETE', `api/rechnung/${soon}/payments/${second}`, undefined, token);
    expect(undone.data).toMatchObject({ paymentStatus: 'PARTLY_PAID', openAmount: '600.25' });
    expect((await t.call('DELETE', `api/rechnung/${soon}/payments/${second}`, undefined, token)).status).toBe(
      404,
    );

    // every change is in the audit trail
    const log = (await t.call('GET', 'api/audit?size=100', undefined, token)).data.content
      .filter((r: { action: string }) => r.action.startsWith('payment'))
      .map(
        (r: { action: string; objectLabel: string; detail: string }) =>
          `${r.action} ${r.objectLabel} ${r.detail}`,
      )
      .reverse();
    expect(log).toEqual([
      `payment-recorded RE-2 400.25 EUR ${dayFrom(-1)}`,
      `payment-recorded RE-2 600.25 EUR ${today}`,
      `payment-recorded RE-1 19.00 EUR ${today}`,
      `payment-undone RE-2 600.25 EUR ${today}`,
    ]);
    expect(
      (await t.call('GET', 'api/audit?action=payment-undone', undefined, token)).data.totalElements,
    ).toBe(1);
  }, 60_000);

  it('sorts and filters the lists by customer, amount, type, due date and status; sums the dashboard; exports the money', async () => {
    const { t, token, send } = await setup();
    const a = await send({ number: 'A-1', buyer: 'Bäckerei Korn', due: 119, dueDate: dayFrom(-3) });
    await send({ number: 'A-2', buyer: 'Stadt Musterhausen', due: 2500, dueDate: dayFrom(10) });
    await send({ number: 'A-3', buyer: 'Swiss AG', due: 80, dueDate: dayFrom(-1), currency: 'CHF' });
    await send({ number: 'G-1', buyer: 'Stadt Musterhausen', due: 30, dueDate: '', type: '381' });
    const paid = await send({ number: 'A-4', buyer: 'Korn & Söhne', due: 10, dueDate: dayFrom(-20) });
    await t.call('POST', `api/rechnung/${paid}/payments`, { paidOn: todayInGermany() }, token);
    await t.call('POST', `api/rechnung/${a}/payments`, { paidOn: todayInGermany(), amount: 19 }, token);

    const numbers = async (query: string) =>
      (await t.call('GET', `api/rechnung/sent?${query}`, undefined, token)).data.content.map(
        (r: { invoiceNumber: string }) => r.invoiceNumber,
      );
    expect(await numbers('sort=amount,asc')).toEqual(['A-4', 'G-1', 'A-3', 'A-1', 'A-2']);
    expect(await numbers('sort=customer,asc&filterCustomer=KORN')).toEqual(['A-1', 'A-4']);
    expect(await numbers(`sort=dueDate,asc&filterDueDateStart=${dayFrom(-5)}`)).toEqual([
      'A-1',
      'A-3',
      'A-2',
    ]);
    expect(await numbers('filterAmountMin=80&filterAmountMax=119,00&sort=amount,desc')).toEqual([
      'A-1',
      'A-3',
    ]);
    expect(await numbers('filterType=381')).toEqual(['G-1']);
    expect(await numbers('filterPaymentStatus=OVERDUE&sort=invoiceNumber,asc')).toEqual(['A-1', 'A-3']);
    expect(await numbers('filterPaymentStatus=PAID')).toEqual(['A-4']);
    expect(await numbers('filterPaymentStatus=OPEN')).toEqual(['A-2']);
    expect(await numbers('filterPaymentStatus=UNPAID&sort=invoiceNumber,asc')).toEqual(['A-1', 'A-2', 'A-3']);
    expect((await t.call('GET', 'api/rechnung/sent?filterPaymentStatus=LATE', undefined, token)).status).toBe(
      400,
    );
    expect((await t.call('GET', 'api/rechnung/sent?filterAmountMin=viel', undefined, token)).status).toBe(
      400,
    );

    const summary = (await t.call('GET', 'api/payments/summary', undefined, token)).data;
    expect(summary).toEqual({
      open: [
        { currency: 'CHF', count: 1, amount: '80.00' },
        { currency: 'EUR', count: 2, amount: '2600.00' },
      ],
      overdue: [
        { currency: 'CHF', count: 1, amount: '80.00' },
        { currency: 'EUR', count: 1, amount: '100.00' },
      ],
    });
    const other = await registerCompany(t, 'leer@b.example', 'Leer GmbH');
    expect((await t.call('GET', 'api/payments/summary', undefined, other.accessToken)).data).toEqual({
      open: [],
      overdue: [],
    });

    const csv = (await t.call('GET', 'api/rechnung/sent/csv?sort=invoiceNumber,asc', undefined, token))
      .data as string;
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0].split(';').slice(-10)).toEqual([
      'Bearbeiter',
      'Dokumentart',
      'Fällig am',
      'Netto',
      'Umsatzsteuer',
      'Brutto',
      'Zahlbetrag',
      'Währung',
      'Zahlungsstatus',
      'Bezahlt',
    ]);
    const [day, month, year] = [dayFrom(-3).slice(8), dayFrom(-3).slice(5, 7), dayFrom(-3).slice(0, 4)];
    // amounts with the decimal comma a German spreadsheet reads (quoted: the comma is CSV syntax)
    expect(lines[1].split(';').slice(-9)).toEqual([
      'Rechnung',
      `${day}.${month}.${year}`,
      '"100,00"',
      '"19,00"',
      '"119,00"',
      '"119,00"',
      'EUR',
      'überfällig',
      '"19,00"',
    ]);
  }, 60_000);
});

describe('migration of stored invoices', () => {
  it('fills type, currency, due date and amounts of invoices saved before (both engines)', async () => {
    const { t, token, send } = await setup();
    const id = await send({
      number: 'ALT-1',
      buyer: 'Alt GmbH',
      due: 1234.56,
      dueDate: dayFrom(-2),
      type: '384',
    });
    await sqlRun(
      t.deps,
      "UPDATE invoices SET type_code = '380', currency = '', due_date = '', net_cents = NULL, vat_cents = NULL, gross_cents = NULL, due_cents = NULL WHERE id = ?",
      id,
    );
    const folder = onPostgres
      ? 'drizzle-pg/0009_invoice_payment_status.sql'
      : 'drizzle/0017_invoice_payment_status.sql';
    const statements = readFileSync(new URL(`../${folder}`, import.meta.url), 'utf8').split(
      '--> statement-breakpoint',
    );
    await sqlRun(t.deps, statements.at(-1) as string);
    const [row] = (await t.call('GET', 'api/rechnung/sent', undefined, token)).data.content;
    expect(row).toMatchObject({
      invoiceTypeCode: '384',
      currency: 'EUR',
      dueDate: dayFrom(-2),
      amountDue: '1234.56',
      grossAmount: '1234.56',
      paymentStatus: 'OVERDUE',
    });
  });
});
