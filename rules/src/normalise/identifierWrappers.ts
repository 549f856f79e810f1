import { blank, isObj, list, type Obj } from './json';

/** The `{Content}` wrappers of identifiers (MODEL.md), by the object that holds them. */
const TOP = ['Invoice_number', 'Invoiced_object_identifier'];
const LINE = ['Invoice_line_identifier', 'Invoice_line_object_identifier'];

/** A wrapper without content loses its other parts (scheme ids): it becomes `{}` (its `id` kept). */
function reset(holder: Obj | undefined, key: string): void {
  const wrapper = holder?.[key];
  if (!holder || !isObj(wrapper) || !blank(wrapper.Content)) return;
  holder[key] = typeof wrapper.id === 'string' ? { id: wrapper.id } : {};
}

/** On load: empty identifier wrappers reset to empty. */
export function resetEmptyIdentifierWrappers(invoice: Obj): void {
  for (const key of TOP) reset(invoice, key);
  const process = isObj(invoice.PROCESS_CONTROL) ? invoice.PROCESS_CONTROL : undefined;
  reset(process, 'Specification_identifier');
  const seller = isObj(invoice.SELLER) ? invoice.SELLER : undefined;
  reset(seller, 'Seller_electronic_address');
  if (seller && Array.isArray(seller.Seller_identifier))
    seller.Seller_identifier = seller.Seller_identifier.filter((w) => isObj(w) && !blank(w.Content));
  for (const line of list(invoice, 'INVOICE_LINE')) {
    for (const key of LINE) reset(line, key);
    const item = isObj(line.ITEM_INFORMATION) ? line.ITEM_INFORMATION : undefined;
    reset(item, 'Item_standard_identifier');
    if (item && Array.isArray(item.Item_classification_identifier))
      item.Item_classification_identifier = item.Item_classification_identifier.filter(
        (w) => isObj(w) && !blank(w.Content),
      );
  }
}
