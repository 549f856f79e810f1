/**
 * Addresses of the legal pages (imprint, privacy notice, terms of use): the operator's configured
 * URL when given, else the installation's own placeholder page (/imprint, /privacy, /terms).
 */
import type { Configuration } from '../api/types';

export type LegalPage = 'imprint' | 'privacy' | 'terms';

export interface LegalLink {
  page: LegalPage;
  labelId: string;
  href: string;
}

/** The UI's base path ('/weberfassung/' in the build) without the trailing slash. */
const base = (import.meta.env.BASE_URL ?? '/').replace(/\/$/, '');

export function legalLinks(config: Configuration | null | undefined): LegalLink[] {
  const links: Partial<Configuration['links']> = config?.links ?? {};
  const configured = { imprint: links.imprint, privacy: links.privacy, terms: links.termsOfUse };
  return (['imprint', 'privacy', 'terms'] as const).map((page) => ({
    page,
    labelId: `footer.${page}`,
    href: configured[page]?.trim() || `${base}/${page}`,
  }));
}
