/**
 * Master data after login (spec §4): loaded once; when the server has none, an initial record
 * (version 1.0, country DE, payment means 58) is created. A failure shows the technical error.
 */
import * as api from '../api/calls';
import type { MasterData } from '../api/types';
import { t } from '../i18n';
import { masterDataAtom } from '../state/app';
import { appStore } from '../state/store';
import { showDialog } from '../ui/dialogs';

export const INITIAL_MASTER_DATA: MasterData = {
  Version: '1.0',
  Seller_country_code: 'DE',
  Payment_means_type_code: '58',
};

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
    if (isEmpty(data)) data = (await api.createMasterData(INITIAL_MASTER_DATA)) ?? INITIAL_MASTER_DATA;
    appStore.set(masterDataAtom, data);
  } catch (error) {
    if ((error as { status?: number }).status === 401 || (error as { status?: number }).status === 0) return;
    showDialog({ kind: 'error', title: t('dialog.failure'), message: t('error.technical') });
  }
}
