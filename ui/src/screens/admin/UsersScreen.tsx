/**
 * Company users (administration): list sorted by login with created date, active, activation
 * token expired, locked; create user, resend activation mail, delete user, open details.
 */
import { Button, Heading, HStack, Table } from '@chakra-ui/react';
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
import { ScrollX } from '../../ui/ScrollX';
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
      <Heading as="h2" size="md">
        {t('users.create')}
      </Heading>
      <HStack align="end">
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
      </HStack>
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
      <ScrollX label={t('title.users')}>
        <Table.Root size="sm" striped aria-label={t('title.users')} mb="8">
          <Table.Header>
            <Table.Row>
              {['login', 'createdDate', 'active', 'activationTokenExpired', 'locked', 'actions'].map((c) => (
                <Table.ColumnHeader key={c}>{t(`users.col.${c}`)}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {users.map((u) => (
              <Table.Row key={u.id} data-testid="user-row">
                <Table.Cell>{u.login}</Table.Cell>
                <Table.Cell>{formatDateTime(u.createdDate, locale)}</Table.Cell>
                <Table.Cell>{yesNo(u.active)}</Table.Cell>
                <Table.Cell>{yesNo(u.activationTokenExpired)}</Table.Cell>
                <Table.Cell>{yesNo(u.locked)}</Table.Cell>
                <Table.Cell>
                  <HStack gap="1">
                    <Button asChild size="xs" variant="outline">
                      <Link
                        href={`/ssouser-details/${u.id}`}
                        aria-label={`${t('action.details')} ${u.login}`}
                      >
                        {t('action.details')}
                      </Link>
                    </Button>
                    {!u.active && (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => void resend(u)}
                        aria-label={`${t('action.resendActivation')} ${u.login}`}
                      >
                        {t('action.resendActivation')}
                      </Button>
                    )}
                    <Button
                      size="xs"
                      variant="outline"
                      colorPalette="red"
                      onClick={() => void remove(u)}
                      aria-label={`${t('action.delete')} ${u.login}`}
                    >
                      {t('action.delete')}
                    </Button>
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollX>
      <CreateUser created={load} />
    </>
  );
}
