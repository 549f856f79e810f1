// Written from rules/families/*.json by the UI build and dev server (rules/src/tools/viteFamilyIndex.ts)
// or `npm run families -w @xr/rules`. Do not edit by hand; a test fails while it is stale.
import f0 from '../families/en16931-cl.json' with { type: 'json' };
import f1 from '../families/en16931-co.json' with { type: 'json' };
import f2 from '../families/en16931-core.json' with { type: 'json' };
import f3 from '../families/en16931-dec.json' with { type: 'json' };
import f4 from '../families/en16931-vat-AE.json' with { type: 'json' };
import f5 from '../families/en16931-vat-B.json' with { type: 'json' };
import f6 from '../families/en16931-vat-E.json' with { type: 'json' };
import f7 from '../families/en16931-vat-G.json' with { type: 'json' };
import f8 from '../families/en16931-vat-K.json' with { type: 'json' };
import f9 from '../families/en16931-vat-L.json' with { type: 'json' };
import f10 from '../families/en16931-vat-M.json' with { type: 'json' };
import f11 from '../families/en16931-vat-O.json' with { type: 'json' };
import f12 from '../families/en16931-vat-S.json' with { type: 'json' };
import f13 from '../families/en16931-vat-Z.json' with { type: 'json' };
import f14 from '../families/spec-business.json' with { type: 'json' };
import f15 from '../families/spec-fields.json' with { type: 'json' };
import f16 from '../families/spec-masterdata.json' with { type: 'json' };
import f17 from '../families/syntax-cii.json' with { type: 'json' };
import f18 from '../families/syntax-ubl.json' with { type: 'json' };
import f19 from '../families/xrechnung-cvd.json' with { type: 'json' };
import f20 from '../families/xrechnung-de.json' with { type: 'json' };
import f21 from '../families/xrechnung-dex.json' with { type: 'json' };
import f22 from '../families/xrechnung-peppol.json' with { type: 'json' };
import type { Family } from './types';

/** Every family file of rules/families, by file name. */
export const familyFiles: Record<string, Family> = {
  'en16931-cl.json': f0 as unknown as Family,
  'en16931-co.json': f1 as unknown as Family,
  'en16931-core.json': f2 as unknown as Family,
  'en16931-dec.json': f3 as unknown as Family,
  'en16931-vat-AE.json': f4 as unknown as Family,
  'en16931-vat-B.json': f5 as unknown as Family,
  'en16931-vat-E.json': f6 as unknown as Family,
  'en16931-vat-G.json': f7 as unknown as Family,
  'en16931-vat-K.json': f8 as unknown as Family,
  'en16931-vat-L.json': f9 as unknown as Family,
  'en16931-vat-M.json': f10 as unknown as Family,
  'en16931-vat-O.json': f11 as unknown as Family,
  'en16931-vat-S.json': f12 as unknown as Family,
  'en16931-vat-Z.json': f13 as unknown as Family,
  'spec-business.json': f14 as unknown as Family,
  'spec-fields.json': f15 as unknown as Family,
  'spec-masterdata.json': f16 as unknown as Family,
  'syntax-cii.json': f17 as unknown as Family,
  'syntax-ubl.json': f18 as unknown as Family,
  'xrechnung-cvd.json': f19 as unknown as Family,
  'xrechnung-de.json': f20 as unknown as Family,
  'xrechnung-dex.json': f21 as unknown as Family,
  'xrechnung-peppol.json': f22 as unknown as Family,
};
