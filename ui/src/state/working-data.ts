/**
 * Entering a dashboard, master data, administration, profile or list layout resets the working
 * data to the code lists and user settings (spec §2). The working invoice belongs to the editor:
 * it registers its reset here, so the shell does not depend on editor internals.
 */
type Reset = () => void;
const resets = new Set<Reset>();

export function registerWorkingDataReset(reset: Reset): () => void {
  resets.add(reset);
  return () => resets.delete(reset);
}

export function resetWorkingData(): void {
  for (const reset of resets) reset();
}

export const RESETTING_LAYOUTS = new Set(['dashboard', 'masterdata', 'admin', 'profile', 'list']);
