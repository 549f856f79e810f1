/**
 * Issue 30 item 12: saving with another company's rechnungUUID answers as for a new UUID (201,
 * stored under it for the own company): the answer tells nothing of other companies' invoices.
 * The own company's UUID twice is still 409.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany, savePayload } from '../helpers';

describe('a rechnungUUID on save', () => {
  it('of another company is answered as a new one; the own one again is 409', async () => {
    const t = await freshApp();
    const alpha = await registerCompany(t, 'uuid@alpha.example', 'Alpha GmbH');
    const beta = await registerCompany(t, 'uuid@beta.example', 'Beta GmbH');
    const taken = randomUUID();
    const first = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ rechnungUUID: taken }),
      alpha.accessToken,
    );
    expect(first.status).toBe(201);

    const fresh = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ rechnungUUID: randomUUID() }),
      beta.accessToken,
    );
    const foreign = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ rechnungUUID: taken }),
      beta.accessToken,
    );
    expect([fresh.status, foreign.status]).toEqual([201, 201]);
    expect(foreign.data.rechnungUUID).toBe(taken);
    // each company sees its own invoice under the UUID, never the other's
    const alphaList = await t.call('GET', 'api/rechnung/inprogress', undefined, alpha.accessToken);
    expect(alphaList.data.content.map((r: { id: number }) => r.id)).toEqual([first.data.id]);

    const again = await t.call(
      'POST',
      'api/rechnung',
      savePayload({ rechnungUUID: taken }),
      beta.accessToken,
    );
    expect(again).toMatchObject({ status: 409, data: { messageKey: 'error.identicalRecord' } });
  });
});
