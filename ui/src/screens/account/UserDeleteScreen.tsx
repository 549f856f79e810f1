/** Delete own account (login and credentials only; the company's invoices remain), after confirmation. */
import { Button, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { deleteOwnAccount } from '../../api/calls';
import { ScreenTitle, useT } from '../../forms/Screen';
import { logout } from '../../session/actions';
import { confirmDialog } from '../../ui/dialogs';
import { showError } from '../../ui/errors';
import { toast } from '../../ui/toaster';

export default function UserDeleteScreen() {
  const t = useT();
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (!(await confirmDialog(t('userDelete.confirm'), t('title.userDelete'), t('action.delete')))) return;
    setBusy(true);
    try {
      await deleteOwnAccount();
      toast.success(t('success.userDeleted'));
      await logout();
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenTitle id="title.userDelete" />
      <Text mb="4">{t('userDelete.text')}</Text>
      <Button colorPalette="red" loading={busy} onClick={remove}>
        {t('action.deleteAccount')}
      </Button>
    </>
  );
}
