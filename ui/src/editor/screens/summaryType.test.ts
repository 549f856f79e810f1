/** The overview shows the invoice type with its label, as the data page's select does. */
import { describe, expect, it } from 'vitest';
import { invoiceTypeLabel } from './SummaryScreen';

describe('invoice type on the overview', () => {
  it('code and label in the UI language; an unknown code as it is', () => {
    expect(invoiceTypeLabel('380', 'de')).toBe('380 – Rechnung');
    expect(invoiceTypeLabel('380', 'en')).toMatch(/^380 – .*invoice/i);
    expect(invoiceTypeLabel('999', 'de')).toBe('999');
    expect(invoiceTypeLabel(undefined, 'de')).toBeUndefined();
  });
});
