#!/usr/bin/env node
// Bin shim of `xr`: node cannot run TypeScript, so tsx's loader is registered first and the
// TypeScript entry (server/src/cli/xr.ts) is imported; it sets process.exitCode.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/xr.ts', import.meta.url).href);
