import type { Obj } from './json';

/** Invoice type code of the credit note. */
export const CREDIT_NOTE = '381';

/** On load: a credit note carries no payment due date (spec §4). */
export function clearCreditNoteDueDate(invoice: Obj, notes: string[]): void {
  if (invoice.Invoice_type_code === CREDIT_NOTE && invoice.Payment_due_date !== undefined) {
    delete invoice.Payment_due_date;
    notes.push('note.creditNoteDueDateRemoved');
  }
}
