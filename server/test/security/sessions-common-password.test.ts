/** Passwords on the common-password list (@zxcvbn-ts/language-common) are refused, as NIST SP 800-63B asks. */
import { describe, expect, it } from 'vitest';
import { freshApp, lastMailToken, PASSWORD, registerCompany } from '../helpers';

describe('common passwords', () => {
  it('refuses Password123! and friends on activation and change; a strong one passes', async () => {
    const t = await freshApp();
    const auth = await registerCompany(t, 'common@pw.example');
    for (const password of ['Password123!', 'Qwertyuiop1!', 'Sommer2026!!']) {
      const res = await t.call(
        'POST',
        'api/change-password',
        { oldPassword: PASSWORD, password, passwordRepeat: password },
        auth.accessToken,
      );
      expect([password, res.data.messageKey]).toEqual([password, 'validation.passwordCommon']);
    }
    await t.call('POST', 'api/ssouser', { login: 'neu@pw.example' }, auth.accessToken);
    const act = await t.call('POST', 'public-api/activate/', {
      token: await lastMailToken(t.deps, 'neu@pw.example'),
      password: 'Password123!',
    });
    expect(act.data.messageKey).toBe('validation.passwordCommon');
    const ok = await t.call(
      'POST',
      'api/change-password',
      { oldPassword: PASSWORD, password: 'Kiefer-Wolke-7;', passwordRepeat: 'Kiefer-Wolke-7;' },
      auth.accessToken,
    );
    expect(ok.status).toBe(200);
    await t.deps.mailer.flush();
  });
});
