import { isDec } from '../decimal';

/** A finite JSON number (or a computed decimal): what the model requires for amounts and rates. */
export function number(value: unknown): boolean {
  return (typeof value === 'number' && Number.isFinite(value)) || (isDec(value) && value.isFinite());
}
