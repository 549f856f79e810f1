/**
 * GET /api/textresource?type=NEWS → [{ id, type, title, text, title_de, title_en, text_de, text_en, createdDate }]
 * (title/text in the caller's locale). GET /api/leitweg-ids?postCode&place&name&page&size →
 * { content: [{ buyerReference, authorityName, email, street, number, postCode, place }], totalElements, page, size };
 * with BUYER_REFERENCE_SEARCH_URL set the same query is forwarded to that service instead.
 */
import { Hono } from 'hono';
import { requireAuth } from '../../auth/middleware';
import type { AppEnv, Deps } from '../../context';
import { searchDirectory, textResourcesOf } from '../../db/directory';
import { ApiError } from '../../errors/api-error';
import { queryNumber } from '../body';

export function resourceRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.use('/api/textresource', requireAuth(deps));
  app.use('/api/leitweg-ids', requireAuth(deps));
  app.get('/api/textresource', async (c) => {
    const en = c.get('user').locale === 'en';
    const type = (c.req.query('type') ?? 'NEWS').toUpperCase();
    return c.json(
      (await textResourcesOf(deps.db, type)).map((r) => ({
        id: r.id,
        type: r.type,
        title: en ? r.titleEn : r.titleDe,
        text: en ? r.textEn : r.textDe,
        title_de: r.titleDe,
        title_en: r.titleEn,
        text_de: r.textDe,
        text_en: r.textEn,
        createdDate: r.createdDate,
      })),
    );
  });
  app.get('/api/leitweg-ids', async (c) => {
    const q = c.req.query();
    const page = queryNumber(q, 'page', 0, 0, 1_000_000);
    const size = queryNumber(q, 'size', 10, 1, 100);
    const external = deps.config.buyerReferenceSearchUrl;
    if (external) {
      const url = new URL(external);
      for (const [k, v] of Object.entries(q)) url.searchParams.set(k, v);
      try {
        const res = await fetch(url, {
          signal: AbortSignal.timeout(10_000),
          headers: { accept: 'application/json' },
        });
        if (!res.ok) throw new Error(`HTTP ${res.status}`);
        return c.json(await res.json());
      } catch (err) {
        console.error('[server] buyer reference search failed', String(err));
        throw new ApiError('buyerReference.error.search');
      }
    }
    const { rows, total } = await searchDirectory(deps.db, {
      postcode: q.postCode ?? q.postcode,
      place: q.place,
      name: q.name ?? q.authorityName,
      page,
      size,
    });
    return c.json({
      content: rows.map((r) => ({
        buyerReference: r.buyerReference,
        authorityName: r.name,
        email: r.email,
        street: r.street,
        number: r.number,
        postCode: r.postcode,
        place: r.place,
      })),
      totalElements: total,
      page,
      size,
    });
  });
  return app;
}
