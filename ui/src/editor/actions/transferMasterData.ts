/** The "transfer master data" actions of the seller and payment screens (with confirmation). */
import { t } from '../../i18n';
import { masterDataAtom } from '../../state/app';
import { appStore } from '../../state/store';
import { transferPayment, transferSeller } from '../behaviours/masterDataTransfer';
import { paymentSectionOf } from '../behaviours/paymentType';
import { uiSettingsAtom, workingInvoiceAtom } from '../state/atoms';
import { confirm, inform } from '../ui/confirm';

export async function transferMasterData(part: 'seller' | 'payment'): Promise<boolean> {
  const md = appStore.get(masterDataAtom);
  if (!md?.Seller_name) {
    await inform('info', t('editor.masterdata.transfer.title'), t('editor.masterdata.transfer.none'));
    return false;
  }
  if (!(await confirm(t('editor.masterdata.transfer.title'), t(`editor.masterdata.transfer.${part}`))))
    return false;
  const invoice = appStore.get(workingInvoiceAtom);
  const next = part === 'seller' ? transferSeller(invoice, md) : transferPayment(invoice, md);
  appStore.set(workingInvoiceAtom, next);
  if (part === 'payment') {
    appStore.set(uiSettingsAtom, (s) => ({
      ...s,
      paymentSection: paymentSectionOf(next.PAYMENT_INSTRUCTIONS.Payment_means_type_code),
    }));
  }
  return true;
}
