/**
 * The parts other helpers build (`@xr/rules`, `server/src/xml`), loaded on first use. A call
 * whose module is not there answers `module.error.missing` (501) instead of faking a result.
 */
import { ApiError } from './errors/api-error';

type Rules = typeof import('@xr/rules');
// biome-ignore lint/suspicious/noExplicitAny: the XML module's types come with it (CONTRACTS.md)
type Xml = Record<string, any>;

let rules: Promise<Rules | undefined> | undefined;
let xml: Promise<Xml | undefined> | undefined;

const warn = (what: string) => (err: unknown) => {
  console.warn(`[server] ${what} not available:`, String(err).slice(0, 300));
  return undefined;
};

export function loadRules(): Promise<Rules | undefined> {
  rules ??= import('@xr/rules').catch(warn('@xr/rules'));
  return rules;
}

export function loadXml(): Promise<Xml | undefined> {
  const entry = './xml/index';
  xml ??= (import(/* @vite-ignore */ entry) as Promise<Xml>).catch(warn('server/src/xml'));
  return xml;
}

export async function requireRules(): Promise<Rules> {
  const mod = await loadRules();
  if (!mod || typeof mod.evaluate !== 'function')
    throw new ApiError('module.error.missing', { module: '@xr/rules' });
  return mod;
}

export async function requireXml(fn: string) {
  const mod = await loadXml();
  if (!mod || typeof mod[fn] !== 'function')
    throw new ApiError('module.error.missing', { module: `server/src/xml ${fn}` });
  return mod;
}
