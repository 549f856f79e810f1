import { describe, expect, it } from 'vitest';
import { dueDateOfTerms, followDueDate } from './dueDate';
import { chooseServiceDate, followServiceDate, serviceDateMode } from './serviceDate';

const supply = (inv: Record<string, unknown>) =>
  (inv.DELIVERY_INFORMATION as Record<string, unknown> | undefined)?.Actual_delivery_date;

describe('date of supply (§ 14 (4) UStG)', () => {
  it('defaults to the issue date and follows it, until the user chooses a date or a period', () => {
    const first = followServiceDate(null, { Invoice_issue_date: '2026-11-02' });
    expect(supply(first)).toBe('2026-11-02');
    expect(serviceDateMode(first)).toBe('issueDate');
    const moved = followServiceDate(first, { ...first, Invoice_issue_date: '2026-11-05' });
    expect(supply(moved)).toBe('2026-11-05');

    const own = { ...moved, DELIVERY_INFORMATION: { Actual_delivery_date: '2026-10-30' } };
    expect(serviceDateMode(own)).toBe('otherDate');
    expect(supply(followServiceDate(own, { ...own, Invoice_issue_date: '2026-11-09' }))).toBe('2026-10-30');

    const period = chooseServiceDate(moved, 'period');
    expect(supply(period)).toBeUndefined();
    expect(serviceDateMode(period)).toBe('period');
    expect(
      supply(followServiceDate(period, { ...period, Invoice_issue_date: '2026-11-09' })),
    ).toBeUndefined();
    expect(supply(chooseServiceDate(period, 'issueDate'))).toBe('2026-11-05');
  });
});

describe('due date from the payment terms', () => {
  it('is the issue date plus the days the terms name, and follows both while not set otherwise', () => {
    const inv = { Invoice_issue_date: '2026-11-20', Payment_terms: 'Zahlbar innerhalb von 14 Tagen netto' };
    expect(dueDateOfTerms(inv)).toBe('2026-12-04');
    const first = followDueDate(null, inv);
    expect(first.Payment_due_date).toBe('2026-12-04');
    const thirty = followDueDate(first, { ...first, Payment_terms: '30 Tage' });
    expect(thirty.Payment_due_date).toBe('2026-12-20');
    const own = { ...thirty, Payment_due_date: '2027-01-15' };
    expect(followDueDate(own, { ...own, Invoice_issue_date: '2026-11-25' }).Payment_due_date).toBe(
      '2027-01-15',
    );
    expect(followDueDate(null, { ...inv, Payment_terms: 'sofort' }).Payment_due_date).toBeUndefined();
    expect(followDueDate(null, { ...inv, Invoice_type_code: '381' }).Payment_due_date).toBeUndefined();
    expect(
      dueDateOfTerms({ Invoice_issue_date: '2026-11-20', Payment_terms: 'payable within 10 days' }),
    ).toBe('2026-11-30');
  });
});
