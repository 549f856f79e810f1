/** Security headers on every answer: API, errors, the UI's pages; HSTS only over HTTPS. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/app';
import { freshApp } from '../helpers';

describe('security headers', () => {
  it('every answer carries CSP without inline script, nosniff, no framing and a referrer policy', async () => {
    const t = await freshApp();
    const ui = mkdtempSync(join(tmpdir(), 'xr-ui-'));
    writeFileSync(join(ui, 'index.html'), '<!doctype html><title>x</title>');
    const app = createApp(t.deps, { uiDist: ui });
    const answers = await Promise.all(
      [
        '/weberfassung/',
        '/weberfassung/invoices-in-progress',
        '/weberfassung/public-api/configuration',
        '/weberfassung/api/rechnung/inprogress',
        '/nowhere',
      ].map((p) => app.request(p)),
    );
    for (const res of answers) {
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('same-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull();
    }
    const https = await app.request('https://xr.example/weberfassung/public-api/configuration');
    expect(https.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
  });
});
