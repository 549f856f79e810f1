// Runs a family's table: every row fails with exactly its rule at its pointer and passes after its pass change.
import { describe, expect, it } from 'vitest';
import { baseInvoice, changed, findings, type Row } from './base';

export function table(family: string, rows: Row[]): void {
  describe(`official rules: ${family}`, () => {
    it('the base invoice raises nothing', () => {
      expect(findings(baseInvoice())).toEqual([]);
    });
    for (const row of rows) {
      it(`${row.id} fails at ${row.at}`, () => {
        const got = findings(changed(row.fail), row.syntax, row.profile);
        expect(got).toContain(`${row.id}@${row.at}`);
        const others = got.filter((f) => !f.startsWith(`${row.id}@`)).map((f) => f.split('@')[0]);
        expect(others.filter((id) => !(row.also ?? []).includes(id))).toEqual([]);
      });
      it(`${row.id} passes`, () => {
        const inv = changed((i) => {
          row.fail(i);
          row.pass?.(i);
        });
        const got = row.pass
          ? findings(inv, row.syntax, row.profile)
          : findings(baseInvoice(), row.syntax, row.profile);
        expect(got.filter((f) => f.startsWith(`${row.id}@`))).toEqual([]);
      });
    }
  });
}
