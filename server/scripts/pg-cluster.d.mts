export interface Cluster {
  url: string;
  start(): void;
  stop(mode?: 'immediate' | 'fast' | 'smart'): void;
  remove(): void;
}
export function pgBinDir(): string;
export function startCluster(options?: { durable?: boolean }): Cluster;
