/**
 * Delete the company: removes all its users and saved invoices irrevocably. Needs the own login
 * e-mail retyped and a confirmation; afterwards the user is logged out.
 */
import { Button, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { deleteCompany } from '../../api/calls';
import { TextField } from '../../forms/fields';
import { FormStack, ScreenTitle, useT } from '../../forms/Screen';
import { logout } from '../../session/actions';
import { sessionAtom } from '../../state/session';
import { confirmDialog } from '../../ui/dialogs';
import { showError } from '../../ui/errors';
import { toast } from '../../ui/toaster';
import { AdminNav } from './AdminNav';

export default function AddressDeleteScreen() {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function remove() {
    if (login.trim().toLowerCase() !== (session?.username ?? '').toLowerCase()) {
      setError(t('validation.confirmLogin'));
      return;
    }
    setError(undefined);
    if (!(await confirmDialog(t('addressDelete.confirm'), t('title.addressDelete'), t('action.delete'))))
      return;
    setBusy(true);
    try {
      await deleteCompany(login.trim());
      toast.success(t('success.companyDeleted'));
      await logout();
    } catch (err) {
      await showError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenTitle id="title.addressDelete" />
      <AdminNav />
      <Text mb="4">{t('addressDelete.text')}</Text>
      <FormStack onSubmit={remove} label={t('title.addressDelete')}>
        <TextField
          label={t('field.confirmLogin')}
          name="confirmLogin"
          type="email"
          value={login}
          onChange={setLogin}
          error={error}
          required
        />
        <Button type="submit" colorPalette="red" loading={busy} alignSelf="start">
          {t('action.deleteCompany')}
        </Button>
      </FormStack>
    </>
  );
}
