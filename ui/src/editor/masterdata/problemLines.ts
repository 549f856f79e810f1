/**
 * The lines of the "master data incomplete" dialog: each names its field ("Firmenname:
 * Dieses Feld ist ein Pflichtfeld.") unless the text names it already; the editor's own FIELD-* rule ids mean nothing to users
 * and are left out, BR ids (which users can look up) stay.
 */
import type { IntlShape } from 'react-intl';
import type { Finding } from '../state/types';
import { masterdataLabel } from './labels';

export function problemLine(intl: IntlShape, finding: Finding, text: string): string {
  const name = finding.pointer
    .split('/')
    .filter((s) => s && !/^\d+$/.test(s) && s !== 'Content')
    .pop();
  const message = text.replace(/\s*\[FIELD-[^\]]*\]$/, '');
  const label = name ? masterdataLabel(intl, name) : '';
  // a text that names its field already ("Bitte „Ort“ … eintragen.") needs no prefix
  return label && !message.includes(label) ? `${label}: ${message}` : message;
}
