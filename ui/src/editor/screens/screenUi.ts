/**
 * The screens' ui schemas from `schemas/ui/<Screen>.json` (written with the model), keyed by
 * section; merged over the ui generated from the schema. A screen without a file uses the
 * generated ui alone.
 */
import type { Json } from '../state/types';
import type { ScreenId } from './screenDefs';

const files = import.meta.glob<Json>('../../../../schemas/ui/*.json', { eager: true, import: 'default' });

export function screenUiSchema(screen: ScreenId): Json | undefined {
  const entry = Object.entries(files).find(([path]) => path.endsWith(`/${screen}.json`));
  return entry?.[1];
}
