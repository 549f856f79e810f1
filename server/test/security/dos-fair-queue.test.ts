/**
 * Issue 30 item 6: one user's heavy work does not make every other company wait. The worker pool
 * takes waiting jobs from the companies in turn; the PDF reader visits each node of a name tree
 * once (a 3 KB PDF whose tree lists itself fifty times held the worker for its whole minute); and
 * the jobs that should be fast stop at a shorter time limit.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WorkPool } from '../../src/pool/pool';
import { pdfSelfReferencingNames } from './hostile-inputs';
import { company } from './integrity-setup';

vi.setConfig({ testTimeout: 90_000 });

let pool: WorkPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe('fair work for every company', () => {
  it("runs another company's job next, before the rest of one company's queue of heavy jobs", async () => {
    pool = new WorkPool({ threads: 1, jobMs: 60_000, memoryMb: 256, perUser: 2 });
    await pool.run('9:9', 'spin', { ms: 1 }); // the thread is started
    const done: string[] = [];
    const heavy = ['1:1', '1:1', '1:2', '1:2', '1:3', '1:3'].map((user, i) =>
      pool?.run(user, 'spin', { ms: 400 }).then(() => done.push(`A${i}`)),
    );
    const light = pool.run('2:7', 'spin', { ms: 1 }).then(() => done.push('B'));
    await Promise.all([...heavy, light]);
    // the job running when B came, then B — not after all six of company A
    expect(done.indexOf('B')).toBeLessThanOrEqual(1);
    expect(done).toHaveLength(7);
  });

  it('gives the jobs that should be fast (imports, validation) a shorter time limit', async () => {
    pool = new WorkPool({ threads: 1, jobMs: 60_000, fastJobMs: 300, memoryMb: 512, perUser: 2 });
    expect(pool.timeLimitMs('importOrder')).toBe(300);
    expect(pool.timeLimitMs('generate')).toBe(60_000);
    await pool.run('1:1', 'warm', undefined);
    const lines = Array.from(
      { length: 40_000 },
      (_, i) =>
        `<cac:OrderLine><cac:LineItem><cbc:ID>${i}</cbc:ID><cbc:Quantity unitCode="C62">1</cbc:Quantity></cac:LineItem></cac:OrderLine>`,
    ).join('');
    const order = `<?xml version="1.0"?><Order xmlns="urn:oasis:names:specification:ubl:schema:xsd:Order-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"><cbc:ID>1</cbc:ID>${lines}</Order>`;
    const started = Date.now();
    await expect(pool.run('1:1', 'importOrder', { text: order })).rejects.toMatchObject({
      messageKey: 'work.error.timeout',
      details: { seconds: 0.3 },
    });
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('reads a PDF whose name tree refers to itself in a moment: no invoice in it', async () => {
    const pdf = await pdfSelfReferencingNames(50);
    expect(pdf.length).toBeLessThan(4096);
    const { t, token } = await company({}, 'selfref@a.example');
    const started = Date.now();
    const res = await t.call('POST', 'api/v1_2/json-invoices', pdf, token, {
      'content-type': 'application/pdf',
    });
    expect(res.status).toBe(400);
    expect(res.data.messageKey).toBe('import.error.pdf');
    expect(Date.now() - started).toBeLessThan(15_000);
  });
});
