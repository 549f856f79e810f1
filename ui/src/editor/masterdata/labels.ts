/**
 * Master data speaks of "your" company: its labels are the words a supplier uses ("Tax number",
 * "Steuernummer"), not the standard's terms for the seller ("Seller tax registration
 * identifier"). A `masterdata.field.<Name>` text replaces the editor's `field.<Name>` label on the
 * master data screen and in its dialog; fields without one keep the editor's label.
 */
import type { IntlShape } from 'react-intl';
import { fieldLabel } from '../model/uiFor';
import type { Json } from '../state/types';

export function masterdataLabel(intl: IntlShape, name: string): string {
  const id = `masterdata.field.${name}`;
  return intl.messages[id] ? intl.formatMessage({ id }) : fieldLabel(intl, name);
}

/** The ui schema with each field's title (also inside lists of accounts) a master data label. */
export function withMasterdataLabels(intl: IntlShape, ui: Json, fields: string[]): Json {
  const out: Json = { ...ui };
  for (const name of fields) {
    const label = masterdataLabel(intl, name);
    const own: Json = { ...(out[name] ?? {}), 'ui:title': label };
    // a { Content } wrapper shows its field under the wrapper's label
    if (own.Content && typeof own.Content === 'object') own.Content = { ...own.Content, 'ui:title': label };
    const items = own.items as Json | undefined;
    if (items && typeof items === 'object') {
      const relabelled: Json = { ...items };
      for (const [key, value] of Object.entries(items))
        if (!key.startsWith('ui:') && value && typeof value === 'object')
          relabelled[key] = { ...value, 'ui:title': masterdataLabel(intl, key) };
      own.items = relabelled;
    }
    out[name] = own;
  }
  return out;
}
