/**
 * Logo and letterhead of the invoice PDF (master data, issue 16 item 4):
 * GET /api/masterdata/branding → { letterhead, logoType } (logoType null: no logo);
 * PUT /api/masterdata/branding { letterhead } (up to 10 lines, 1000 characters);
 * GET / PUT / DELETE /api/masterdata/logo — the logo as PNG or JPEG (body: the image, at most
 * 512 KB), checked by its signature and by embedding it once into a PDF.
 */
import { Hono } from 'hono';
import { PDFDocument } from 'pdf-lib';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { findBranding, saveBranding } from '../../db/branding';
import { inTransaction } from '../../db/connection';
import { ApiError } from '../../errors/api-error';
import type { Branding } from '../../visual/pdf-invoice';
import { readJson } from '../body';

export const MAX_LOGO_BYTES = 512 * 1024;
export const MAX_LETTERHEAD = 1000;

function imageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

async function checkLogo(bytes: Uint8Array): Promise<'image/png' | 'image/jpeg'> {
  if (bytes.length === 0) throw new ApiError('error.badRequest', { reason: 'empty logo' });
  if (bytes.length > MAX_LOGO_BYTES)
    throw new ApiError('error.badRequest', { reason: 'logo larger than 512 KB' });
  const type = imageType(bytes);
  if (!type) throw new ApiError('error.badRequest', { reason: 'logo must be PNG or JPEG' });
  try {
    const doc = await PDFDocument.create();
    await (type === 'image/png' ? doc.embedPng(bytes) : doc.embedJpg(bytes));
  } catch {
    throw new ApiError('error.badRequest', { reason: 'logo image cannot be read' });
  }
  return type;
}

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
    const logoType = await checkLogo(bytes);
    const companyId = c.get('user').companyId;
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
