// Entry of a worker thread: the server runs from TypeScript (tsx), so the thread registers tsx
// before it loads the TypeScript worker — the same under `npm start`, vitest and the benches.
import { register } from 'tsx/esm/api';

register();
await import('./worker.ts');
