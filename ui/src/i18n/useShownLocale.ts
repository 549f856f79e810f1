/**
 * The UI language to render: the chosen one once its catalogue is loaded (English loads on first
 * choice, see ./index.ts), German until then, so a screen never shows message ids.
 */
import { useAtomValue } from 'jotai';
import { useEffect, useReducer } from 'react';
import { type Locale, localeAtom } from '../state/app';
import { hasCatalogue, loadCatalogue, shownLocale } from './index';

export function useShownLocale(): Locale {
  const wanted = useAtomValue(localeAtom);
  const [, loaded] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    // a failed load keeps German; the next choice of the language tries again
    if (!hasCatalogue(wanted)) loadCatalogue(wanted).then(loaded, () => undefined);
  }, [wanted]);
  return shownLocale(wanted);
}
