import { describe, expect, it } from 'vitest';
import { freshApp, lastMailToken, PASSWORD, registerCompany, registration, sqlRows, sqlRun } from './helpers';

const NEW_PASSWORD = 'Ganz-Neu-2026?';

describe('registration rules', () => {
  it('requires terms and privacy, a free login and a strong password', async () => {
    const t = await freshApp();
    const noTerms = await t.call('POST', 'public-api/adresse', {
      ...registration('a@x.example'),
      termsAccepted: false,
    });
    expect(noTerms).toMatchObject({ status: 400, data: { messageKey: 'validation.imprintAccepted' } });
    const noPrivacy = await t.call('POST', 'public-api/adresse', {
      ...registration('a@x.example'),
      privacyAccepted: false,
    });
    expect(noPrivacy.data.messageKey).toBe('validation.privacyAccepted');
    const badCountry = await t.call('POST', 'public-api/adresse', {
      ...registration('a@x.example'),
      country: 'Deutschland',
    });
    expect(badCountry).toMatchObject({ status: 400, data: { messageKey: 'error.badRequest' } });
    expect((await t.call('POST', 'public-api/adresse', registration('a@x.example'))).status).toBe(201);
    const again = await t.call('POST', 'public-api/adresse', registration('A@x.example', 'Andere GmbH'));
    // not activated yet: the spec's "Adresse bereits für diesen Login gespeichert" (§8)
    expect(again).toMatchObject({
      status: 409,
      data: { messageKey: 'error.addressExistsForLogin', code: 'CONSTRAINT_VIOLATION_EXCEPTION' },
    });
    expect(again.data.message).toContain('Adresse bereits für diesen Login gespeichert');
    const token = await lastMailToken(t.deps, 'a@x.example');
    for (const weak of [
      'kurz-1A!',
      'nouppercase-123!',
      'NOLOWERCASE-123!',
      'NoDigitsHere-!!',
      'NoSpecial12345abc',
    ]) {
      const res = await t.call('POST', 'public-api/activate/', { token, password: weak });
      expect(res.data.messageKey).toBe('validation.passwordRegex');
    }
    const mismatch = await t.call('POST', 'public-api/activate/', {
      token,
      password: PASSWORD,
      passwordRepeat: 'x',
    });
    expect(mismatch.data.messageKey).toBe('validation.sameAsPassword');
    expect((await t.call('POST', 'public-api/activate/', { token, password: PASSWORD })).status).toBe(200);
    const reused = await t.call('POST', 'public-api/activate/', { token, password: PASSWORD });
    expect(reused).toMatchObject({ status: 400, data: { messageKey: 'token.error.invalid' } });
    // an active account: the login exists
    const active = await t.call('POST', 'public-api/adresse', registration('a@x.example', 'Dritte GmbH'));
    expect(active).toMatchObject({
      status: 409,
      data: { messageKey: 'error.loginExists', code: 'CONSTRAINT_VIOLATION_EXCEPTION' },
    });
  });

  it('limits registrations and logins per minute with the wait messages', async () => {
    const t = await freshApp({ registrationsPerMinute: 2, loginAttemptsPerMinute: 3 });
    await t.call('POST', 'public-api/adresse', registration('r1@x.example'));
    await t.call('POST', 'public-api/adresse', registration('r2@x.example'));
    const third = await t.call('POST', 'public-api/adresse', registration('r3@x.example'));
    expect(third).toMatchObject({ status: 429, data: { messageKey: 'registration.error.tooManyAttempts' } });
    for (let i = 0; i < 3; i++)
      await t.call('POST', 'public-api/authenticate/', { login: 'r1@x.example', password: 'x' });
    const limited = await t.call('POST', 'public-api/authenticate/', {
      login: 'r1@x.example',
      password: 'x',
    });
    expect(limited).toMatchObject({ status: 429, data: { messageKey: 'login.error.tooManyAttempts' } });
    expect(limited.data.message).toContain('Minute');
  });
});

describe('locking and states', () => {
  it('an automatic lock from before (with its end time) is lifted by a reset by mail', async () => {
    const t = await freshApp();
    const auth = await registerCompany(t, 'lock@x.example');
    await sqlRun(
      t.deps,
      "UPDATE users SET status = 'locked', locked_until = ? WHERE login = ?",
      new Date(Date.now() + 600_000).toISOString(),
      'lock@x.example',
    );
    const locked = await t.call('POST', 'public-api/authenticate/', {
      login: 'lock@x.example',
      password: PASSWORD,
    });
    expect(locked).toMatchObject({ status: 403, data: { messageKey: 'login.error.locked' } });
    expect(auth.accessToken).toBeTruthy();
    expect((await t.call('POST', 'public-api/reset-password', { login: 'lock@x.example' })).status).toBe(200);
    const token = await lastMailToken(t.deps, 'lock@x.example');
    expect(
      (await t.call('POST', 'public-api/change-password', { token, password: NEW_PASSWORD })).status,
    ).toBe(200);
    const ok = await t.call('POST', 'public-api/authenticate/', {
      login: 'lock@x.example',
      password: NEW_PASSWORD,
    });
    expect(ok.status).toBe(200);
  });

  it('password reset answers the same for unknown addresses and queues no mail', async () => {
    const t = await freshApp();
    await registerCompany(t, 'known@x.example');
    const [before] = await sqlRows<{ n: number }>(t.deps, 'SELECT count(*) n FROM mail_outbox');
    const unknown = await t.call('POST', 'public-api/reset-password', { login: 'unknown@x.example' });
    const known = await t.call('POST', 'public-api/reset-password', { login: 'known@x.example' });
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    const [after] = await sqlRows<{ n: number }>(t.deps, 'SELECT count(*) n FROM mail_outbox');
    expect(after.n).toBe(before.n + 1);
    const bad = await t.call('POST', 'public-api/change-password', {
      token: 'not-a-token',
      password: NEW_PASSWORD,
    });
    expect(bad.data.messageKey).toBe('token.error.invalid');
  });

  it('changes the own password (old one checked) and the login e-mail by mailed token', async () => {
    const t = await freshApp();
    const auth = await registerCompany(t, 'me@x.example');
    const wrongOld = await t.call(
      'POST',
      'api/change-password',
      { oldPassword: 'nope', password: NEW_PASSWORD },
      auth.accessToken,
    );
    expect(wrongOld.status).toBe(400);
    const changed = await t.call(
      'POST',
      'api/change-password',
      { oldPassword: PASSWORD, password: NEW_PASSWORD },
      auth.accessToken,
    );
    expect(changed.status).toBe(200);
    const mismatch = await t.call(
      'POST',
      'api/reset-login',
      { newLogin: 'new@x.example', newLoginRepeat: 'other@x.example', password: NEW_PASSWORD },
      auth.accessToken,
    );
    expect(mismatch.data.messageKey).toBe('validation.sameAsLogin');
    expect(
      (
        await t.call(
          'POST',
          'api/reset-login',
          { newLogin: 'new@x.example', password: NEW_PASSWORD },
          auth.accessToken,
        )
      ).status,
    ).toBe(200);
    const token = await lastMailToken(t.deps, 'new@x.example');
    expect((await t.call('POST', 'public-api/change-login', { token })).data).toEqual({
      login: 'new@x.example',
    });
    const oldLogin = await t.call('POST', 'public-api/authenticate/', {
      login: 'me@x.example',
      password: NEW_PASSWORD,
    });
    expect(oldLogin.status).toBe(401);
    const newLogin = await t.call('POST', 'public-api/authenticate/', {
      login: 'new@x.example',
      password: NEW_PASSWORD,
    });
    expect(newLogin.data.username).toBe('new@x.example');
    expect((await t.call('POST', 'public-api/change-login', { token })).data.messageKey).toBe(
      'token.error.invalid',
    );
  });

  it('an expired activation link is refused and can be resent', async () => {
    const t = await freshApp({ activationTokenHours: -1 });
    const admin = await registerCompany(await freshApp(), 'unused@x.example');
    expect(admin.accessToken).toBeTruthy();
    await t.call('POST', 'public-api/adresse', registration('late@x.example'));
    const res = await t.call('POST', 'public-api/activate/', {
      token: await lastMailToken(t.deps),
      password: PASSWORD,
    });
    expect(res.data.messageKey).toBe('token.error.invalid');
  });
});
