import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateAll, generatedDir } from '../../schemas/scripts/generate';
import { btIndex, bundledSchemas, invoiceSchema } from '../index';

describe('generated/ (never edited by hand)', () => {
  it('equals a fresh `npm run generate` from schemas/', async () => {
    for (const [name, content] of await generateAll()) {
      const actual = readFileSync(join(generatedDir, name), 'utf8');
      expect(actual === content, `generated/${name} is stale or edited: run npm run generate`).toBe(true);
    }
  }, 30_000);

  it('exports the bundled invoice schema and a BT index that points into it', () => {
    expect(invoiceSchema).toBe(bundledSchemas.invoice);
    expect(btIndex['BT-1'].pointers).toContain('/Invoice_number/Content');
    expect(btIndex['BT-129']).toMatchObject({ format: 'quantity', advanced: false });
    expect(btIndex['BT-159']).toMatchObject({ codelist: 'ISO3166', advanced: true });
    expect(btIndex['BT-DEX-002']).toMatchObject({ ublOnly: true, advanced: true, format: 'amount' });
    expect(btIndex['BT-34-1'].pointers).toEqual(['/SELLER/Seller_electronic_address/Scheme_identifier']);
  });
});
