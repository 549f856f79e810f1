/** Public calls take JSON only: a foreign page's text/plain or form post changes nothing. */
import { describe, expect, it } from 'vitest';
import { freshApp, registration, sqlRows } from '../helpers';

describe('public calls require application/json', () => {
  it('refuses registration and reset requests sent as text/plain or a form', async () => {
    const t = await freshApp();
    const count = async () =>
      (
        await sqlRows<{ n: number }>(
          t.deps,
          'SELECT (SELECT count(*) FROM companies) + (SELECT count(*) FROM mail_outbox) n',
        )
      )[0].n;
    const before = await count();
    const body = JSON.stringify(registration('csrf@victim.example'));
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      for (const path of ['public-api/adresse', 'public-api/reset-password', 'public-api/authenticate/']) {
        const res = await t.call('POST', path, body, undefined, { 'content-type': type });
        expect([type, path, res.status, res.data.messageKey]).toEqual([
          type,
          path,
          415,
          'error.unsupportedMediaType',
        ]);
      }
    }
    expect(await count()).toBe(before);
    expect((await t.call('POST', 'public-api/adresse', registration('ok@victim.example'))).status).toBe(201);
    await t.deps.mailer.flush();
  });
});
