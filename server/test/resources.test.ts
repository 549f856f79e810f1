import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../src/app';
import { configFromEnv } from '../src/config';
import { seedFirstStart } from '../src/seed/first-start';
import { client, freshApp, registerCompany, sqlRows } from './helpers';

describe('public configuration, master data, text resources, Leitweg-ID search, OpenAPI', () => {
  it('serves the configuration without login', async () => {
    const t = await freshApp();
    const res = await t.call('GET', 'public-api/configuration');
    expect(res.data).toMatchObject({
      xrechnungSpec: '3.0.1',
      isTestSystem: false,
      buyerReferenceSearchUrl: '/weberfassung/api/leitweg-ids',
    });
    expect(res.data.links).toEqual({
      privacy: '/weberfassung/privacy',
      imprint: '/weberfassung/imprint',
      termsOfUse: '/weberfassung/terms',
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it("links the operator's own legal pages when configured (terms of use separately)", () => {
    const env = {
      IMPRINT_URL: 'https://amt.example/impressum',
      TERMS_URL: 'https://amt.example/agb',
      PRIVACY_URL: '',
    };
    expect(configFromEnv(env, tmpdir()).configuration.links).toEqual({
      imprint: 'https://amt.example/impressum',
      privacy: '/weberfassung/privacy',
      termsOfUse: 'https://amt.example/agb',
    });
  });

  it('names the contact for accessibility reports only when configured', () => {
    const contact = 'barrierefrei@amt.example';
    expect(
      configFromEnv({ ACCESSIBILITY_CONTACT: contact }, tmpdir()).configuration.accessibilityContact,
    ).toBe(contact);
    expect(configFromEnv({}, tmpdir()).configuration).not.toHaveProperty('accessibilityContact');
  });

  it('master data: null at first, then create, refuse a second create, replace (also as JSON string)', async () => {
    const t = await freshApp();
    const { accessToken } = await registerCompany(t, 'md@a.example');
    expect((await t.call('GET', 'api/masterdata/', undefined, accessToken)).data).toBeNull();
    // complete master data (spec §5 rules hold; incomplete master data is refused, see test/security)
    const md = JSON.parse(readFileSync(new URL('../../fixtures/masterdata.json', import.meta.url), 'utf8'));
    expect((await t.call('POST', 'api/masterdata', md, accessToken)).status).toBe(201);
    expect((await t.call('POST', 'api/masterdata', md, accessToken)).status).toBe(409);
    const asString = await t.call(
      'PUT',
      'api/masterdata',
      JSON.stringify(JSON.stringify({ ...md, Seller_city: 'Bremen' })),
      accessToken,
    );
    expect(asString.data).toMatchObject({ Seller_city: 'Bremen' });
    expect((await t.call('GET', 'api/masterdata/', undefined, accessToken)).data).toEqual({
      ...md,
      Seller_city: 'Bremen',
    });
    const unknown = await t.call('PUT', 'api/masterdata', { ...md, Not_a_field: 1 }, accessToken);
    expect(unknown).toMatchObject({ status: 400, data: { messageKey: 'error.badRequest' } });
  });

  it('seeds news and the Leitweg-ID directory on first start and searches it with paging', async () => {
    const t = await freshApp();
    await seedFirstStart(t.deps, { demo: false });
    await seedFirstStart(t.deps, { demo: false });
    const { accessToken } = await registerCompany(t, 'lw@a.example');
    const news = await t.call('GET', 'api/textresource?type=NEWS', undefined, accessToken);
    expect(news.data).toHaveLength(1);
    expect(news.data[0].title).toBe('Willkommen bei XR Web Capture');
    const all = await t.call('GET', 'api/leitweg-ids?page=0&size=2', undefined, accessToken);
    expect(all.data.content).toHaveLength(2);
    expect(all.data.totalElements).toBeGreaterThan(2);
    const berlin = await t.call('GET', 'api/leitweg-ids?place=Berlin&size=50', undefined, accessToken);
    expect(berlin.data.content.length).toBeGreaterThan(0);
    for (const row of berlin.data.content) expect(row.place).toContain('Berlin');
    expect(berlin.data.content[0]).toEqual(
      expect.objectContaining({ buyerReference: expect.any(String), authorityName: expect.any(String) }),
    );
    const plz = await t.call(
      'GET',
      `api/leitweg-ids?postCode=${berlin.data.content[0].postCode.slice(0, 3)}`,
      undefined,
      accessToken,
    );
    expect(plz.data.totalElements).toBeGreaterThan(0);
    expect(
      (await t.call('GET', 'api/leitweg-ids?name=gibt-es-nicht', undefined, accessToken)).data.totalElements,
    ).toBe(0);
  });

  it('forwards the search to the configured external URL', async () => {
    const { createServer } = await import('node:http');
    const seen: string[] = [];
    const ext = createServer((req, res) => {
      seen.push(req.url ?? '');
      res.setHeader('content-type', 'application/json');
      res.end(
        JSON.stringify({
          content: [{ buyerReference: '991-01234-44', authorityName: 'Extern' }],
          totalElements: 1,
          page: 0,
          size: 10,
        }),
      );
    });
    await new Promise<void>((ok) => ext.listen(0, '127.0.0.1', ok));
    const port = (ext.address() as { port: number }).port;
    const t = await freshApp({ buyerReferenceSearchUrl: `http://127.0.0.1:${port}/search` });
    const { accessToken } = await registerCompany(t, 'ext2@a.example');
    const res = await t.call('GET', 'api/leitweg-ids?place=Berlin&page=0', undefined, accessToken);
    expect(res.data.content[0].authorityName).toBe('Extern');
    expect(seen[0]).toBe('/search?place=Berlin&page=0');
    ext.close();
  });

  it('uses the configured external search URL instead, and reports its failure', async () => {
    const t = await freshApp({ buyerReferenceSearchUrl: 'http://127.0.0.1:9/search' });
    const { accessToken } = await registerCompany(t, 'ext@a.example');
    const res = await t.call('GET', 'api/leitweg-ids?place=Berlin', undefined, accessToken);
    expect(res).toMatchObject({ status: 502, data: { messageKey: 'buyerReference.error.search' } });
  });

  it('publishes an OpenAPI document with every call and the model schemas', async () => {
    const t = await freshApp();
    const doc = (await t.call('GET', 'api/openapi.json')).data;
    expect(doc.openapi).toBe('3.1.0');
    for (const path of [
      '/api/rechnung/{id}',
      '/api/v1_2/ubl-invoices-send',
      '/public-api/authenticate/',
      '/api/ssouserroles/{id}',
    ]) {
      expect(doc.paths[path]).toBeDefined();
    }
    expect(doc.paths['/api/rechnung'].post.requestBody.content['application/json'].schema.$ref).toContain(
      'save-payload',
    );
    expect(doc['x-schemas'].length).toBeGreaterThan(10);
  });
});

describe('first start and the UI', () => {
  it('seeds the demo company once; its admin logs in with the README password', async () => {
    const t = await freshApp();
    await seedFirstStart(t.deps, { demo: true });
    await seedFirstStart(t.deps, { demo: true });
    const login = await t.call('POST', 'public-api/authenticate/', {
      login: 'admin@demo.example',
      password: 'Demo-Admin-2026!',
    });
    expect(login.data.roles).toEqual(['ROLE_WEBERFASSUNG', 'ROLE_WEBERFASSUNG_ADMIN']);
    expect(login.data.addressSSOUsers.map((u: { login: string }) => u.login)).toEqual([
      'admin@demo.example',
      'user@demo.example',
    ]);
    const user = await t.call('POST', 'public-api/authenticate/', {
      login: 'user@demo.example',
      password: 'Demo-User-2026!',
    });
    expect(user.data.roles).toEqual(['ROLE_WEBERFASSUNG']);
    const inProgress = await t.call('GET', 'api/rechnung/inprogress', undefined, login.data.accessToken);
    const sent = await t.call('GET', 'api/rechnung/sent', undefined, login.data.accessToken);
    expect(inProgress.data.totalElements + sent.data.totalElements).toBeGreaterThanOrEqual(3);
    expect(sent.data.totalElements).toBeGreaterThan(0);
    expect((await t.call('GET', 'api/masterdata/', undefined, login.data.accessToken)).data).toBeTypeOf(
      'object',
    );
    expect(await sqlRows(t.deps, 'SELECT count(*) n FROM companies')).toEqual([{ n: 1 }]);
  }, 30_000);

  it('serves the built UI with history fallback; API paths never fall back', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'xr-ui-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>XR</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    const { deps } = await freshApp();
    const { call } = client(createApp(deps, { uiDist: dist }));
    expect((await call('GET', 'Dashboard')).data).toContain('<title>XR</title>');
    expect((await call('GET', 'ssouser-details/7')).data).toContain('<title>XR</title>');
    const js = await call('GET', 'assets/app.js');
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(js.headers.get('cache-control')).toContain('immutable');
    expect((await call('GET', 'assets/missing.js')).status).toBe(404);
    expect((await call('GET', '../../etc/passwd')).status).not.toBe(200);
    expect((await call('GET', 'api/unknown')).data.messageKey).toBe('error.notFound');
    expect((await call('GET', '%E0%A4%A')).status).toBe(400);
  });
});
