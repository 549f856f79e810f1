import type { Plugin } from 'esbuild';

/** See json-as-parse.mjs. */
export const jsonAsParse: Plugin;
