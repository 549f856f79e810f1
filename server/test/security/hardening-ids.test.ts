/** Answers to public calls do not reveal internal sequential ids (how many companies exist). */
import { describe, expect, it } from 'vitest';
import { freshApp, registration } from '../helpers';

describe('no sequential ids in public answers', () => {
  it('registration answers without the company id', async () => {
    const t = await freshApp();
    await t.call('POST', 'public-api/adresse', registration('first@ids.example'));
    const second = await t.call(
      'POST',
      'public-api/adresse',
      registration('second@ids.example', 'Zweite GmbH'),
    );
    expect(second.status).toBe(201);
    expect(second.data).toEqual({ login: 'second@ids.example', registered: true });
    expect(JSON.stringify(second.data)).not.toMatch(/"id"\s*:/);
    await t.deps.mailer.flush();
  });
});
