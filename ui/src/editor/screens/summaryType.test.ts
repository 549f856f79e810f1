/** The overview shows the invoice type as the data page's select does: its name, the code in advanced mode. */
import { describe, expect, it } from 'vitest';
import { invoiceTypeLabel } from './SummaryScreen';

describe('invoice type on the overview', () => {
  it('the name alone in easy mode, in the UI language', () => {
    expect(invoiceTypeLabel('380', 'de', false)).toBe('Rechnung');
    expect(invoiceTypeLabel('380', 'en', false)).toMatch(/^[A-Z][a-z ]*invoice$/i);
  });

  it('code and name in advanced mode; an unknown code as it is', () => {
    expect(invoiceTypeLabel('380', 'de', true)).toBe('380 – Rechnung');
    expect(invoiceTypeLabel('380', 'en', true)).toMatch(/^380 – .*invoice/i);
    expect(invoiceTypeLabel('999', 'de', false)).toBe('999');
    expect(invoiceTypeLabel('999', 'de', true)).toBe('999');
    expect(invoiceTypeLabel(undefined, 'de', false)).toBeUndefined();
  });
});
