/** A correctly signed access token without `exp` (or without its session ids) is refused. */
import { sign } from 'hono/jwt';
import { describe, expect, it } from 'vitest';
import { freshApp, registerCompany } from '../helpers';

describe('JWT claims', () => {
  it('refuses a signed token without exp', async () => {
    const t = await freshApp();
    const auth = await registerCompany(t, 'exp@jwt.example');
    const claims = JSON.parse(Buffer.from(auth.accessToken.split('.')[1], 'base64url').toString());
    const { exp: _exp, ...noExp } = claims;
    const forever = await sign(noExp, t.deps.session.secret, 'HS256');
    expect((await t.call('GET', 'api/masterdata/', undefined, forever)).status).toBe(401);
    const withExp = await sign(claims, t.deps.session.secret, 'HS256');
    expect((await t.call('GET', 'api/masterdata/', undefined, withExp)).status).toBe(200);
  });
});
