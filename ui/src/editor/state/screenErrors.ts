/** Per-screen validity from the findings: the menu's red badges and the save's group flag. */
import { atom } from 'jotai';
import { type ScreenId, screenOfPointer } from '../screens/screenDefs';
import { errorFindingsAtom, userSettingsAtom } from './atoms';

export const screenErrorCountsAtom = atom((get) => {
  const easy = get(userSettingsAtom).isEasyMode;
  const counts: Partial<Record<ScreenId, number>> = {};
  for (const f of get(errorFindingsAtom)) {
    const screen = screenOfPointer(f.pointer, easy);
    counts[screen] = (counts[screen] ?? 0) + 1;
  }
  return counts;
});

/** true when every page validation passes (the save payload's jsongroupvalidation). */
export const allPagesValidAtom = atom((get) => Object.keys(get(screenErrorCountsAtom)).length === 0);
