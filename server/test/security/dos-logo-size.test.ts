/**
 * Issue 30 item 2: a logo is checked by the size its header declares before anything decodes it
 * (a 74-byte PNG declaring 30000 × 30000 pixels stalled every company for minutes and was stored);
 * beyond 4000 pixels a side or 8 million pixels it is refused with a message naming its size, and
 * nothing is stored. The decoding of an accepted logo runs in the worker pool.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workPool } from '../../src/pool/index';
import { testPng } from '../test-png';
import { pngDeclaring } from './hostile-inputs';
import { company } from './integrity-setup';

/** A JPEG that is only its header: SOI and a baseline frame declaring `width` × `height`. */
function jpegDeclaring(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof = [0xff, 0xc0, 0x00, 0x0b, 8, height >> 8, height & 255, width >> 8, width & 255, 1, 1, 0x11, 0];
  return new Uint8Array([0xff, 0xd8, ...app0, ...sof, 0xff, 0xd9]);
}

const put = (t: Awaited<ReturnType<typeof company>>['t'], token: string, bytes: Uint8Array, type: string) =>
  t.call('PUT', 'api/masterdata/logo', bytes, token, { 'content-type': type });

afterEach(() => vi.restoreAllMocks());

describe('logo dimensions are checked from the header', () => {
  it('refuses PNGs and JPEGs declaring more than a letterhead needs, at once, storing nothing', async () => {
    const { t, token } = await company({}, 'logo@a.example');
    for (const [bytes, type, w, h] of [
      [pngDeclaring(8000, 8000), 'image/png', 8000, 8000],
      [pngDeclaring(30000, 30000), 'image/png', 30000, 30000],
      [pngDeclaring(4001, 10), 'image/png', 4001, 10],
      [pngDeclaring(3000, 3000), 'image/png', 3000, 3000],
      [jpegDeclaring(30000, 30000), 'image/jpeg', 30000, 30000],
    ] as const) {
      const started = Date.now();
      const res = await put(t, token, bytes, type);
      expect(res.status, `${w}×${h}`).toBe(400);
      expect(res.data.messageKey).toBe('logo.error.tooLarge');
      expect(res.data.message).toContain(`${w} × ${h} Pixeln`);
      expect(Date.now() - started).toBeLessThan(2000);
    }
    expect(pngDeclaring(30000, 30000).length).toBeLessThan(100);
    const stored = await t.call('GET', 'api/masterdata/logo', undefined, token);
    expect(stored.status).toBe(404);
    expect((await t.call('GET', 'api/masterdata/branding', undefined, token)).data.logoType).toBeNull();
  }, 60_000);

  it('accepts a logo within the limits, decoded in the worker pool', async () => {
    const { t, token } = await company({}, 'logo-ok@a.example');
    const run = vi.spyOn(workPool(), 'run');
    const res = await put(t, token, testPng(600, 200), 'image/png');
    expect(res.status).toBe(200);
    expect(run).toHaveBeenCalledWith(expect.any(String), 'logo', expect.anything());
    expect((await t.call('GET', 'api/masterdata/logo', undefined, token)).status).toBe(200);
  });

  it('refuses a PNG whose header cannot be read', async () => {
    const { t, token } = await company({}, 'logo-bad@a.example');
    const broken = pngDeclaring(10, 10).slice(0, 20);
    const res = await put(t, token, broken, 'image/png');
    expect(res.status).toBe(400);
    expect((await t.call('GET', 'api/masterdata/logo', undefined, token)).status).toBe(404);
  });
});
