import { isObj, type Obj } from './json';

/** A concrete place matched by a pointer pattern: its holder, key and absolute pointer. */
export interface Place {
  holder: Obj | unknown[];
  key: string | number;
  pointer: string;
}

/** Every existing place a pattern such as `/INVOICE_LINE/*\/PRICE_DETAILS/Item_price_base_quantity` reaches. */
export function places(root: unknown, pattern: string): Place[] {
  const names = pattern.split('/').filter((n) => n !== '');
  let current: { value: unknown; pointer: string }[] = [{ value: root, pointer: '' }];
  const last = names.pop();
  for (const name of names) {
    const next: typeof current = [];
    for (const { value, pointer } of current) {
      if (name === '*' && Array.isArray(value))
        for (let i = 0; i < value.length; i++) next.push({ value: value[i], pointer: `${pointer}/${i}` });
      else if (isObj(value) && name in value)
        next.push({ value: value[name], pointer: `${pointer}/${name}` });
    }
    current = next;
  }
  if (last === undefined) return [];
  const out: Place[] = [];
  for (const { value, pointer } of current) {
    if (last === '*' && Array.isArray(value))
      for (let i = 0; i < value.length; i++) out.push({ holder: value, key: i, pointer: `${pointer}/${i}` });
    else if (isObj(value) && value[last] !== undefined)
      out.push({ holder: value, key: last, pointer: `${pointer}/${last}` });
  }
  return out;
}

/** Removes a place (array items are removed from the end first by the caller). */
export function removePlace(place: Place): void {
  if (Array.isArray(place.holder)) place.holder.splice(Number(place.key), 1);
  else delete (place.holder as Obj)[place.key as string];
}
