// Every code list file, imported statically so the module works in Node and in the browser.
// Keep in step with lists/ (a test checks it).

import AllowedCurrencies from './lists/ALLOWED_CURRENCIES.json' with { type: 'json' };
import Eas from './lists/EAS.json' with { type: 'json' };
import EditorInvoiceTypes from './lists/EDITOR_INVOICE_TYPES.json' with { type: 'json' };
import EditorPaymentMeans from './lists/EDITOR_PAYMENT_MEANS.json' with { type: 'json' };
import EditorVatCategories from './lists/EDITOR_VAT_CATEGORIES.json' with { type: 'json' };
import Icd from './lists/ICD.json' with { type: 'json' };
import InvoiceStatus from './lists/INVOICE_STATUS.json' with { type: 'json' };
import Iso3166 from './lists/ISO3166.json' with { type: 'json' };
import Iso4217 from './lists/ISO4217.json' with { type: 'json' };
import Locales from './lists/LOCALES.json' with { type: 'json' };
import Mime from './lists/MIME.json' with { type: 'json' };
import Roles from './lists/ROLES.json' with { type: 'json' };
import SendingMethods from './lists/SENDING_METHODS.json' with { type: 'json' };
import TimeRanges from './lists/TIME_RANGES.json' with { type: 'json' };
import TimeRangesInProgress from './lists/TIME_RANGES_IN_PROGRESS.json' with { type: 'json' };
import TimeRangesSent from './lists/TIME_RANGES_SENT.json' with { type: 'json' };
import UneceRec20 from './lists/UNECE_REC20.json' with { type: 'json' };
import UneceRec20Common from './lists/UNECE_REC20_COMMON.json' with { type: 'json' };
import Untdid1001 from './lists/UNTDID1001.json' with { type: 'json' };
import Untdid1153 from './lists/UNTDID1153.json' with { type: 'json' };
import Untdid2005 from './lists/UNTDID2005.json' with { type: 'json' };
import Untdid4451 from './lists/UNTDID4451.json' with { type: 'json' };
import Untdid4461 from './lists/UNTDID4461.json' with { type: 'json' };
import Untdid5189 from './lists/UNTDID5189.json' with { type: 'json' };
import Untdid5305 from './lists/UNTDID5305.json' with { type: 'json' };
import Untdid7143 from './lists/UNTDID7143.json' with { type: 'json' };
import Untdid7161 from './lists/UNTDID7161.json' with { type: 'json' };
import UserFilter from './lists/USER_FILTER.json' with { type: 'json' };
import Vatex from './lists/VATEX.json' with { type: 'json' };
import type { CodelistFile } from './types';

export const codelistFiles = {
  ALLOWED_CURRENCIES: AllowedCurrencies as CodelistFile,
  EAS: Eas as CodelistFile,
  EDITOR_INVOICE_TYPES: EditorInvoiceTypes as CodelistFile,
  EDITOR_PAYMENT_MEANS: EditorPaymentMeans as CodelistFile,
  EDITOR_VAT_CATEGORIES: EditorVatCategories as CodelistFile,
  ICD: Icd as CodelistFile,
  INVOICE_STATUS: InvoiceStatus as CodelistFile,
  ISO3166: Iso3166 as CodelistFile,
  ISO4217: Iso4217 as CodelistFile,
  LOCALES: Locales as CodelistFile,
  MIME: Mime as CodelistFile,
  ROLES: Roles as CodelistFile,
  SENDING_METHODS: SendingMethods as CodelistFile,
  TIME_RANGES: TimeRanges as CodelistFile,
  TIME_RANGES_IN_PROGRESS: TimeRangesInProgress as CodelistFile,
  TIME_RANGES_SENT: TimeRangesSent as CodelistFile,
  UNECE_REC20: UneceRec20 as CodelistFile,
  UNECE_REC20_COMMON: UneceRec20Common as CodelistFile,
  UNTDID1001: Untdid1001 as CodelistFile,
  UNTDID1153: Untdid1153 as CodelistFile,
  UNTDID2005: Untdid2005 as CodelistFile,
  UNTDID4451: Untdid4451 as CodelistFile,
  UNTDID4461: Untdid4461 as CodelistFile,
  UNTDID5189: Untdid5189 as CodelistFile,
  UNTDID5305: Untdid5305 as CodelistFile,
  UNTDID7143: Untdid7143 as CodelistFile,
  UNTDID7161: Untdid7161 as CodelistFile,
  USER_FILTER: UserFilter as CodelistFile,
  VATEX: Vatex as CodelistFile,
} as const;

export type CodelistName = keyof typeof codelistFiles;
