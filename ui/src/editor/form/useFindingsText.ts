/** The current locale's finding-to-text function (memoised per locale). */
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { localeAtom } from '../../state/app';
import { findingText } from '../model/findingText';
import type { Finding } from '../state/types';

export function useFindingText(): (f: Finding) => string {
  const locale = useAtomValue(localeAtom);
  return useCallback((f: Finding) => findingText(f, locale), [locale]);
}
