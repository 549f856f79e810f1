/**
 * Logo and letterhead of the invoice PDF (master data, issue 16 item 4):
 * GET /api/masterdata/branding → { letterhead, logoType } (logoType null: no logo);
 * PUT /api/masterdata/branding { letterhead } (up to 10 lines, 1000 characters);
 * GET / PUT / DELETE /api/masterdata/logo — the logo as PNG or JPEG (body: the image, at most
 * 512 KB), checked by its signature, its declared size (at most 4000 pixels a side, 8 million
 * pixels) and by embedding it once into a PDF in the worker pool (`visual/logo.ts`).
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { findBranding, saveBranding } from '../../db/branding';
import { inTransaction } from '../../db/connection';
import { ApiError } from '../../errors/api-error';
import { runJob } from '../../pool/index';
import { checkLogoHeader } from '../../visual/logo';
import type { Branding } from '../../visual/pdf-invoice';
import { readJson } from '../body';

export { MAX_LOGO_BYTES } from '../../visual/logo';
export const MAX_LETTERHEAD = 1000;

/** The company's logo and letterhead as the PDF job takes them. */
export async function brandingOf(deps: Deps, companyId: number): Promise<Branding> {
  const row = await findBranding(deps.db, companyId);
  return {
    ...(row?.logo ? { logo: new Uint8Array(row.logo) } : {}),
    ...(row?.letterhead ? { letterhead: row.letterhead } : {}),
  };
}

export function brandingRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/masterdata/branding', requireAuth(deps));
  app.use('/api/masterdata/logo', requireAuth(deps));
  app.get('/api/masterdata/branding', async (c) => {
    const row = await findBranding(deps.db, c.get('user').companyId);
    return c.json({ letterhead: row?.letterhead ?? '', logoType: row?.logo ? row.logoType : null });
  });
  app.put('/api/masterdata/branding', async (c) => {
    const body = await readJson(c);
    const letterhead = body.letterhead ?? '';
    if (typeof letterhead !== 'string') throw new ApiError('error.badRequest', { field: 'letterhead' });
    if (letterhead.length > MAX_LETTERHEAD || letterhead.split('\n').length > 10)
      throw new ApiError('validation.text.tooLong', { field: 'letterhead', max: MAX_LETTERHEAD });
    const companyId = c.get('user').companyId;
    await inTransaction(deps.db, (tx) => saveBranding(tx, companyId, { letterhead: letterhead.trim() }));
    return c.json({ letterhead: letterhead.trim() });
  });
  app.get('/api/masterdata/logo', async (c) => {
    const row = await findBranding(deps.db, c.get('user').companyId);
    if (!row?.logo) throw new ApiError('error.notFound');
    return c.body(new Uint8Array(row.logo), 200, {
      'content-type': row.logoType ?? 'application/octet-stream',
    });
  });
  app.put('/api/masterdata/logo', async (c) => {
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    // the header first (a few bytes, here); the decoding only in the worker pool, under its limits
    checkLogoHeader(bytes);
    const me = c.get('user');
    const { type: logoType } = await runJob(me, 'logo', { bytes });
    const companyId = me.companyId;
    await inTransaction(deps.db, (tx) => saveBranding(tx, companyId, { logo: Buffer.from(bytes), logoType }));
    return c.json({ logoType });
  });
  app.delete('/api/masterdata/logo', async (c) => {
    const companyId = c.get('user').companyId;
    await inTransaction(deps.db, (tx) => saveBranding(tx, companyId, { logo: null, logoType: null }));
    return c.json({ logoType: null });
  });
  return app;
}
