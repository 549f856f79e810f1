import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blankInvoice } from '../actions/openInvoice';
import { onLoad } from '../model/rulesApi';
import { checkInvoice } from '../state/LiveValidation';
import { renderWithApp } from '../test/renderWithApp';
import { explainFinding, WhyFinding } from './WhyFinding';

function blankWithFindings() {
  const { invoice } = onLoad(blankInvoice());
  const { calculated, findings } = checkInvoice(invoice);
  return { invoice: calculated, findings };
}

describe('"Warum?" beside a finding', () => {
  it('explains the rule at the finding itself: applies, test fails, at that pointer', () => {
    const { invoice, findings } = blankWithFindings();
    const f = findings.find((x) => x.ruleId === 'BR-02');
    expect(f, findings.map((x) => x.ruleId).join(' ')).toBeDefined();
    if (!f) return;
    const lines = explainFinding(f, invoice, 'en', '2026-01-15');
    expect(lines[0]).toMatch(/^BR-02 \(error\)/);
    expect(lines).toContain(`  /: applies, and the test does not hold: error at ${f.pointer}`);
    expect(lines.some((l) => /"Invoice_number\/Content" is empty or missing/.test(l))).toBe(true);
    expect(lines.at(-1)).toBe('BR-02: 1 finding(s)');
  });

  it('opens a dialog with the explanation in German and closes it', async () => {
    const { invoice, findings } = blankWithFindings();
    const f = findings.find((x) => x.ruleId === 'BR-02');
    if (!f) throw new Error('BR-02 expected on a blank invoice');
    renderWithApp(<WhyFinding finding={f} invoice={invoice} />);
    fireEvent.click(screen.getByRole('button', { name: 'Warum?' }));
    const text = await screen.findByTestId('why-explanation');
    expect(text.textContent).toContain('gilt, und der Test ist nicht erfüllt: Fehler bei');
    expect(text.textContent).toContain('ist leer oder fehlt');
    fireEvent.click(screen.getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByTestId('why-explanation')).toBeNull());
  });
});
