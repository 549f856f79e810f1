import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateAll, generatedDir } from '../scripts/generate';

describe('generated/', () => {
  it('is what `npm run generate` writes from the current schemas', async () => {
    const expected = await generateAll();
    for (const [name, content] of expected) {
      let actual = '';
      try {
        actual = readFileSync(join(generatedDir, name), 'utf8');
      } catch {}
      expect(actual, `generated/${name} is stale: run npm run generate`).toBe(content);
    }
  }, 30_000);
});
