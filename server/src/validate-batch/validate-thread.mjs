// Entry of an `xr validate` thread when xr runs from TypeScript source (server/bin/xr.mjs): the
// thread registers tsx, then loads validate.ts, which validates the files it was given.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.xrValidate.module);
