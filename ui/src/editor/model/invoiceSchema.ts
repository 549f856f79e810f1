/** The bundled invoice schema (@xr/generated) with refs inlined, full and easy-mode variants. */
import { invoiceSchema } from '@xr/generated';
import type { Json } from '../state/types';
import { inlineRefs, withoutAdvanced } from './schemaTools';

let full: Json;
let easy: Json;

export function editorSchema(isEasyMode: boolean): Json {
  full ??= inlineRefs(invoiceSchema as Json);
  if (!isEasyMode) return full;
  easy ??= withoutAdvanced(full);
  return easy;
}
