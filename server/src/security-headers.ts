/**
 * Headers on every answer (API and UI): a Content-Security-Policy the built UI meets (scripts and
 * styles from this origin only, no inline script), no framing, no MIME sniffing, no referrer
 * to other sites, and HSTS when served over HTTPS.
 */
import type { MiddlewareHandler } from 'hono';
import { ApiError } from './errors/api-error';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  // 'wasm-unsafe-eval': WebAssembly may be compiled (libxml2 of the check page, "Prüfen und
  // anzeigen"); JavaScript eval stays refused
  "script-src 'self' 'wasm-unsafe-eval'",
  // The UI's CSS-in-JS (emotion) creates empty <style> elements and fills them through the CSSOM
  // (insertRule), which CSP does not restrict; the hash is the one of the empty text.
  "style-src 'self' 'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "frame-src 'self' blob:",
  "worker-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export function securityHeaders(publicUrl: string): MiddlewareHandler {
  const httpsConfigured = publicUrl.startsWith('https:');
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    h.set('content-security-policy', CONTENT_SECURITY_POLICY);
    h.set('x-content-type-options', 'nosniff');
    h.set('x-frame-options', 'DENY');
    h.set('referrer-policy', 'same-origin');
    h.set('cross-origin-opener-policy', 'same-origin');
    if (httpsConfigured || new URL(c.req.url).protocol === 'https:')
      h.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}

/**
 * Public calls that carry a body must declare it as JSON: a foreign page can post `text/plain` or
 * a form without a CORS preflight, but not `application/json`.
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.method !== 'OPTIONS') {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type !== 'application/json') {
      throw new ApiError('error.unsupportedMediaType');
    }
  }
  await next();
};
