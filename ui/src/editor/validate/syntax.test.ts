import { describe, expect, it } from 'vitest';
import { isOutdatedSpecVersion, SPEC_VERSIONS, specVersionFor } from './syntax';

describe('specification version preset', () => {
  it('is the version valid on the day of generation, whatever the issue date', () => {
    expect(specVersionFor('2026-11-24')).toBe('3.0.1');
    expect(isOutdatedSpecVersion('3.0.1', '2026-11-24')).toBe(false);
  });

  it('marks every older version as refused by platforms today', () => {
    const older = SPEC_VERSIONS.slice(1).map((v) => v.version);
    expect(older).toEqual(['2.3.1', '2.2', '2.1', '2.0', '1.2.2']);
    for (const v of older) expect(isOutdatedSpecVersion(v, '2026-11-24'), v).toBe(true);
  });
});
