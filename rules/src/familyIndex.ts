// Written by `npm run families -w @xr/rules` from rules/families/*.json. Do not edit by hand.
import f0 from '../families/en16931-co.json' with { type: 'json' };
import f1 from '../families/en16931-core.json' with { type: 'json' };
import f2 from '../families/spec-business.json' with { type: 'json' };
import f3 from '../families/spec-fields.json' with { type: 'json' };
import f4 from '../families/spec-masterdata.json' with { type: 'json' };
import type { Family } from './types';

/** Every family file of rules/families, by file name. */
export const familyFiles: Record<string, Family> = {
  'en16931-co.json': f0 as unknown as Family,
  'en16931-core.json': f1 as unknown as Family,
  'spec-business.json': f2 as unknown as Family,
  'spec-fields.json': f3 as unknown as Family,
  'spec-masterdata.json': f4 as unknown as Family,
};
