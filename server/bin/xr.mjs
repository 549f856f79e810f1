#!/usr/bin/env -S node --v8-pool-size=1
// One thread for V8's background work (optimising compiles, GC helpers) instead of four: on a
// two-core machine `xr validate` already runs two threads of its own, and the extra helpers only
// took the cores from them (a batch took ≈ 10 % longer). The installable CLI starts with the same
// line (scripts/build-package.mjs), and the benchmark runs the compiled CLI with these flags.
// Bin shim of `xr`: node cannot run TypeScript, so tsx's loader is registered first and the
// TypeScript entry (server/src/cli/xr.ts) is imported; it exits once its output is written.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/xr.ts', import.meta.url).href);
