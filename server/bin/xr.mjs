#!/usr/bin/env -S node --max-semi-space-size=64
// The young generation is raised to 64 MB: the XML import builds a tree of every element, and
// with the default size V8 copies that tree between semi-spaces several times (≈2× the CPU time).
// Bin shim of `xr`: node cannot run TypeScript, so tsx's loader is registered first and the
// TypeScript entry (server/src/cli/xr.ts) is imported; it sets process.exitCode.
import { register } from 'tsx/esm/api';

register();
await import(new URL('../src/cli/xr.ts', import.meta.url).href);
