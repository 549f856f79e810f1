/**
 * Vite plugin of the UI: the family index is written at the start of every build and dev server,
 * and again when a family file is added or removed while the dev server runs, so a new family
 * reaches the browser without a manual step; a changed family file reloads through Vite's HMR.
 */
import { familiesDir, writeFamilyIndexIfStale } from './familyIndexFile';

/** The part of Vite's dev server this plugin uses (rules does not depend on Vite). */
interface DevServer {
  watcher: {
    add(path: string): unknown;
    on(event: 'add' | 'unlink', listener: (file: string) => void): unknown;
  };
}

export function familyIndexPlugin() {
  return {
    name: 'xr-rule-family-index',
    buildStart() {
      writeFamilyIndexIfStale();
    },
    configureServer(server: DevServer) {
      server.watcher.add(familiesDir);
      const changed = (file: string) => {
        if (file.startsWith(familiesDir) && file.endsWith('.json') && writeFamilyIndexIfStale())
          console.log(`[rules] family index rewritten after ${file}`);
      };
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
  };
}
