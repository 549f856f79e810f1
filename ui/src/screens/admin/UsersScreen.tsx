/**
 * Company users (administration): list sorted by login with created date, active, activation
 * token expired, locked (cards on a phone); per user "Details" and one menu (resend the activation
 * mail, delete after confirmation); create a user.
 */
import { Box, Button, Heading, Stack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import * as api from '../../api/calls';
import type { SsoUser } from '../../api/types';
import { TextField } from '../../forms/fields';
import { FormStack, ScreenTitle, useT } from '../../forms/Screen';
import { email } from '../../forms/validation';
import { formatDateTime } from '../../i18n/formats';
import { localeAtom } from '../../state/app';
import { confirmDialog } from '../../ui/dialogs';
import { showError } from '../../ui/errors';
import { ListView } from '../../ui/ListView';
import { SPACE, TYPE } from '../../ui/patterns';
import { RowMenu } from '../../ui/RowMenu';
import { toast } from '../../ui/toaster';
import { AdminNav } from './AdminNav';

export const sortByLogin = (users: SsoUser[]) => [...users].sort((a, b) => a.login.localeCompare(b.login));
const asList = (r: SsoUser[] | { content: SsoUser[] }) => (Array.isArray(r) ? r : r.content);

function CreateUser({ created }: { created: () => void }) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [login, setLogin] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  async function submit() {
    const e = email(login);
    setError(e && t(e));
    if (e) return;
    setBusy(true);
    try {
      await api.createUser(login.trim(), locale);
      toast.success(t('success.userCreated'));
      setLogin('');
      created();
    } catch (err) {
      await showError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <FormStack onSubmit={submit} label={t('users.create')}>
      <Heading as="h2" size={TYPE.heading}>
        {t('users.create')}
      </Heading>
      <Stack
        direction={{ base: 'column', sm: 'row' }}
        align={{ base: 'stretch', sm: 'end' }}
        gap={SPACE.inline}
      >
        <TextField
          label={t('field.newUserLogin')}
          name="newUserLogin"
          type="email"
          value={login}
          onChange={setLogin}
          error={error}
          required
        />
        <Button type="submit" loading={busy} colorPalette="blue">
          {t('action.createUser')}
        </Button>
      </Stack>
    </FormStack>
  );
}

export default function UsersScreen() {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [users, setUsers] = useState<SsoUser[]>([]);
  const load = useCallback(() => {
    api
      .listUsers()
      .then((r) => setUsers(sortByLogin(asList(r))))
      .catch((error) => void showError(error));
  }, []);
  useEffect(load, [load]);

  const yesNo = (v: boolean | undefined) => t(v ? 'common.yes' : 'common.no');
  async function resend(u: SsoUser) {
    try {
      await api.resendActivation(u.id);
      toast.success(t('success.activationResent'));
      load();
    } catch (error) {
      await showError(error);
    }
  }
  async function remove(u: SsoUser) {
    if (!(await confirmDialog(t('users.confirmDelete', { login: u.login }), undefined, t('action.delete'))))
      return;
    try {
      await api.deleteUser(u.id);
      toast.success(t('success.userDeleted'));
      load();
    } catch (error) {
      await showError(error, 'error.userDeleteRefused');
    }
  }

  return (
    <>
      <ScreenTitle id="title.users" />
      <AdminNav />
      <Box mb={SPACE.section}>
        <ListView
          caption={t('title.users')}
          rows={users}
          rowKey={(u) => u.id}
          rowTestId="user-row"
          columns={[
            { key: 'login', label: t('users.col.login'), render: (u) => u.login },
            {
              key: 'createdDate',
              label: t('users.col.createdDate'),
              render: (u) => formatDateTime(u.createdDate, locale),
            },
            { key: 'active', label: t('users.col.active'), render: (u) => yesNo(u.active) },
            {
              key: 'activationTokenExpired',
              label: t('users.col.activationTokenExpired'),
              render: (u) => yesNo(u.activationTokenExpired),
            },
            { key: 'locked', label: t('users.col.locked'), render: (u) => yesNo(u.locked) },
          ]}
          actionsLabel={t('users.col.actions')}
          actions={(u) => (
            <>
              <Button asChild size="xs" variant="outline">
                <Link href={`/ssouser-details/${u.id}`} aria-label={`${t('action.details')} ${u.login}`}>
                  {t('action.details')}
                </Link>
              </Button>
              <RowMenu
                label={u.login}
                items={[
                  ...(u.active
                    ? []
                    : [{ value: 'resend', label: t('action.resendActivation'), run: () => void resend(u) }]),
                  { value: 'delete', label: t('action.delete'), run: () => void remove(u), danger: true },
                ]}
              />
            </>
          )}
        />
      </Box>
      <CreateUser created={load} />
    </>
  );
}
