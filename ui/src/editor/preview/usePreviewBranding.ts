/**
 * The company's letterhead for the preview, as the PDF prints it: the logo and the extra
 * letterhead lines of the master data (api/masterdata/branding), loaded while the preview is
 * open. Without branding (or when it cannot be read) the preview shows the plain letterhead.
 */
import { useEffect, useState } from 'react';
import { getBrandingCall, getLogoCall } from '../api/calls';

export interface PreviewBranding {
  logoUrl: string | null;
  lines: string[];
}

export function usePreviewBranding(open: boolean): PreviewBranding | null {
  const [branding, setBranding] = useState<PreviewBranding | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    let url: string | null = null;
    void (async () => {
      try {
        const b = await getBrandingCall();
        url = b.logoType !== null ? URL.createObjectURL(await getLogoCall()) : null;
        const lines = b.letterhead.split('\n').filter((l) => l.trim());
        if (live) setBranding({ logoUrl: url, lines });
      } catch {
        if (live) setBranding(null);
      }
    })();
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [open]);
  return branding;
}
