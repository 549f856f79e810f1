/**
 * The current locale's finding-to-text function (memoised per locale and mode): plain words that
 * say what to do in easy mode (`plainFindingText`), the rule's precise text in advanced mode.
 */
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';
import { localeAtom } from '../../state/app';
import { findingText } from '../model/findingText';
import { plainFindingText } from '../model/plainText';
import { userSettingsAtom } from '../state/atoms';
import type { Finding } from '../state/types';

export function useFindingText(): (f: Finding) => string {
  const locale = useAtomValue(localeAtom);
  const { isEasyMode } = useAtomValue(userSettingsAtom);
  return useCallback(
    (f: Finding) => (isEasyMode ? plainFindingText(f, locale) : findingText(f, locale)),
    [locale, isEasyMode],
  );
}
