/**
 * The buyer screen's link to the buyer directory: search and take a buyer (fills the BUYER group
 * and BT-10), or save the invoice's buyer to the directory with one click.
 */
import { Button } from '@chakra-ui/react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { createEntry } from '../../api/directories';
import { useT } from '../../forms/Screen';
import { directoryErrorText } from '../../screens/directories/errorText';
import { useDirectory } from '../../screens/directories/useDirectory';
import { appStore } from '../../state/store';
import { uiSettingsAtom, workingInvoiceAtom } from '../state/atoms';
import { toast } from '../ui/confirm';
import { DirectoryPicker } from './DirectoryPicker';
import { buyerEntryOf, withBuyer } from './fill';

export function BuyerDirectoryBar() {
  const t = useT();
  const d = useDirectory('buyers', 5);
  const setInvoice = useSetAtom(workingInvoiceAtom);
  const setUi = useSetAtom(uiSettingsAtom);
  const hasInvoice = useAtomValue(workingInvoiceAtom) !== null;
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  function pick(id: number) {
    const entry = d.result.content.find((b) => b.id === id);
    if (!entry) return;
    setInvoice((inv) => (inv ? withBuyer(inv, entry) : inv));
    if (entry.BUYER.BUYER_CONTACT) setUi((s) => ({ ...s, showBuyerContact: true }));
    toast('success', t('editor.directory.buyers.picked', { name: entry.BUYER.Buyer_name ?? '' }));
  }
  async function save() {
    const invoice = appStore.get(workingInvoiceAtom);
    if (!invoice) return;
    setBusy(true);
    try {
      const stored = await createEntry('buyers', buyerEntryOf(invoice));
      setError(undefined);
      toast(
        stored.flagged ? 'warning' : 'success',
        t(stored.flagged ? 'editor.directory.buyers.savedFlagged' : 'editor.directory.buyers.saved'),
      );
      d.reload();
    } catch (e) {
      setError(directoryErrorText(e));
    } finally {
      setBusy(false);
    }
  }
  return (
    <DirectoryPicker
      kind="buyers"
      search={d.search}
      onSearch={d.onSearch}
      items={d.result.content.map((b) => ({
        id: b.id,
        label: b.BUYER.Buyer_name ?? '',
        detail: [b.Buyer_reference, b.BUYER.BUYER_POSTAL_ADDRESS?.Buyer_city, b.customerNumber]
          .filter(Boolean)
          .join(' · '),
        findings: b.findings,
      }))}
      pickLabel={t('editor.directory.pick')}
      onPick={pick}
      error={error ?? d.error}
      actions={
        <Button size="sm" variant="outline" loading={busy} disabled={!hasInvoice} onClick={() => void save()}>
          {t('editor.directory.buyers.save')}
        </Button>
      }
    />
  );
}
