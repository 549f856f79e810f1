/** Runs once per e2e run: build the UI (or reuse a fresh ui/dist). */
import { ensureBuild } from './build';

export default function setup(): void {
  ensureBuild();
}
