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

/** `server/src/xml/index.ts` when it exists, else the exports of its single files merged. */
const xmlFiles = [
  './xml/generate',
  './xml/import',
  './xml/xsd',
  './xml/html',
  './xml/render',
  './xml/render-html',
];

async function importXml(): Promise<Xml | undefined> {
  try {
    const entry = './xml/index';
    return (await import(/* @vite-ignore */ entry)) as Xml;
  } catch {
    const parts = await Promise.all(
      xmlFiles.map((f) => (import(/* @vite-ignore */ f) as Promise<Xml>).catch(() => undefined)),
    );
    const merged = Object.assign({}, ...parts.filter(Boolean)) as Xml;
    if (Object.keys(merged).length === 0) return warn('server/src/xml')('no module found');
    return merged;
  }
}

export function loadXml(): Promise<Xml | undefined> {
  xml ??= importXml();
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
