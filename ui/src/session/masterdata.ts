/**
 * Master data after login (spec §4): loaded once; when the server has none, an initial record
 * (version 1.0, country DE, payment means 58) is created, prefilled from the company's
 * registration (name, address, e-mail). A failure shows the technical error.
 */
import * as api from '../api/calls';
import type { Company, MasterData } from '../api/types';
import { t } from '../i18n';
import { masterDataAtom } from '../state/app';
import { appStore } from '../state/store';
import { showDialog } from '../ui/dialogs';

export const INITIAL_MASTER_DATA: MasterData = {
  Version: '1.0',
  Seller_country_code: 'DE',
  Payment_means_type_code: '58',
};

/** The first master data of a company: what the registration already told us about the seller. */
export function initialMasterData(company: Company | null | undefined): MasterData {
  if (!company) return INITIAL_MASTER_DATA;
  const filled = (v: string | undefined) => (v ?? '').trim();
  const street = [filled(company.street), filled(company.number)].filter(Boolean).join(' ');
  const entries: [string, string][] = [
    ['Seller_name', filled(company.name)],
    ['Seller_electronic_address', filled(company.contactEmail)],
    ['Seller_address_line_1', street],
    ['Seller_post_code', filled(company.postcode)],
    ['Seller_city', filled(company.city)],
    ['Seller_contact_email_address', filled(company.contactEmail)],
  ];
  return {
    ...INITIAL_MASTER_DATA,
    ...Object.fromEntries(entries.filter(([, v]) => v !== '')),
    Seller_country_code: filled(company.country) || 'DE',
  };
}

const isEmpty = (data: MasterData | null | undefined) => !data || Object.keys(data).length === 0;

let loading: Promise<void> | undefined;

/** Loads (or creates) the master data once; concurrent callers share the same request. */
export function loadMasterData(): Promise<void> {
  loading ??= load().finally(() => {
    loading = undefined;
  });
  return loading;
}

async function load(): Promise<void> {
  try {
    let data: MasterData | null = null;
    try {
      data = await api.getMasterData();
    } catch (error) {
      if ((error as { status?: number }).status !== 404) throw error;
    }
    // Prefilled from the registration, the initial record stays in the browser until the user
    // saves it complete: the server stores master data only when its rules hold.
    if (isEmpty(data)) data = initialMasterData(await api.getCompany().catch(() => null));
    appStore.set(masterDataAtom, data);
  } catch (error) {
    if ((error as { status?: number }).status === 401 || (error as { status?: number }).status === 0) return;
    showDialog({ kind: 'error', title: t('dialog.failure'), message: t('error.technical') });
  }
}
