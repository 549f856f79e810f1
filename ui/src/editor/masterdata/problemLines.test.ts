/** The master data dialog names the field of each problem and leaves out the FIELD-* ids. */
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../i18n';
import { findingText } from '../model/findingText';
import { evaluateMasterData } from '../model/rulesApi';
import { problemLine } from './problemLines';

describe('master data problem lines', () => {
  it('field label first, no internal rule id', () => {
    const intl = intlFor('de');
    const errors = evaluateMasterData({ Seller_name: '', Payment_means_type_code: '58' }).filter(
      (f) => f.severity === 'error',
    );
    const lines = errors.map((f) => problemLine(intl, f, findingText(f, 'de')));
    expect(lines).toContain('Firmenname: Dieses Feld ist ein Pflichtfeld.');
    expect(lines.join('\n')).not.toMatch(/\[FIELD-/);
  });
});
