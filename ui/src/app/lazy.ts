/**
 * Code-split screens: each loads as its own chunk with a 120 s timeout (spec §9); a chunk that
 * fails or times out renders a clear message with a reload button instead of a blank page.
 */
import { type ComponentType, lazy } from 'react';
import { ChunkFailed } from './ChunkFailed';

export const CHUNK_TIMEOUT_MS = 120_000;

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('chunk load timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

// biome-ignore lint/suspicious/noExplicitAny: screens take route params of any shape
export type Screen = ComponentType<any>;

export function screen(load: () => Promise<{ default: Screen }>, ms = CHUNK_TIMEOUT_MS) {
  return lazy(() => withTimeout(load(), ms).catch(() => ({ default: ChunkFailed })));
}
