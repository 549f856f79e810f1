/**
 * User details: the user's data and role assignments; assign and remove roles (spec §2, §6).
 * Only the admin role can be assigned and removed: the base role ROLE_WEBERFASSUNG belongs to
 * every user (the server refuses removing it), so it is listed without an action.
 */
import { Box, Button, DataList, Heading, HStack } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { Link } from 'wouter';
import * as api from '../../api/calls';
import type { SsoUser } from '../../api/types';
import { SelectField } from '../../forms/fields';
import { ScreenTitle, useT } from '../../forms/Screen';
import { formatDateTime } from '../../i18n/formats';
import { localeAtom } from '../../state/app';
import { ROLE_ADMIN } from '../../state/session';
import { Busy } from '../../ui/Busy';
import { confirmDialog } from '../../ui/dialogs';
import { showError } from '../../ui/errors';
import { ListView } from '../../ui/ListView';
import { ALIGNED_ITEM, ALIGNED_LIST, SPACE, TYPE } from '../../ui/patterns';
import { toast } from '../../ui/toaster';
import { AdminNav } from './AdminNav';

const CHANGEABLE_ROLES = [ROLE_ADMIN];

export default function UserDetailsScreen({ params }: { params: { id?: string } }) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const [user, setUser] = useState<SsoUser>();
  const id = Number(params.id);
  const load = useCallback(() => {
    api
      .getUser(id)
      .then(setUser)
      .catch((error) => void showError(error));
  }, [id]);
  useEffect(load, [load]);
  const missing = CHANGEABLE_ROLES.filter((r) => !user?.roles?.some((a) => a.role === r));
  const [role, setRole] = useState('');
  const chosen = missing.includes(role) ? role : (missing[0] ?? '');

  async function assign() {
    try {
      await api.assignRole(id, chosen);
      toast.success(t('success.roleAssigned'));
      load();
    } catch (error) {
      await showError(error, 'error.roleChangeRefused');
    }
  }
  async function remove(assignmentId: number, name: string) {
    if (
      !(await confirmDialog(
        t('userDetails.confirmRemove', { role: t(`role.${name}`) }),
        undefined,
        t('action.remove'),
      ))
    )
      return;
    try {
      await api.removeRole(assignmentId);
      toast.success(t('success.roleDeleted'));
      load();
    } catch (error) {
      await showError(error, 'error.roleChangeRefused');
    }
  }

  return (
    <>
      <ScreenTitle id="title.userDetails" />
      <AdminNav />
      {!user ? (
        <Busy />
      ) : (
        <>
          <DataList.Root orientation="horizontal" mb={SPACE.section} {...ALIGNED_LIST}>
            <DataList.Item {...ALIGNED_ITEM}>
              <DataList.ItemLabel>{t('users.col.login')}</DataList.ItemLabel>
              <DataList.ItemValue data-testid="user-login">{user.login}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item {...ALIGNED_ITEM}>
              <DataList.ItemLabel>{t('users.col.createdDate')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(user.createdDate, locale)}</DataList.ItemValue>
            </DataList.Item>
          </DataList.Root>
          <Heading as="h2" size={TYPE.heading} mb={SPACE.inline}>
            {t('userDetails.roles')}
          </Heading>
          <Box mb={SPACE.field}>
            <ListView
              caption={t('userDetails.roles')}
              rows={user.roles ?? []}
              rowKey={(a) => a.id}
              rowTestId="role-row"
              columns={[
                { key: 'role', label: t('userDetails.role'), render: (a) => t(`role.${a.role}`) },
                {
                  key: 'assignedAt',
                  label: t('userDetails.assignedAt'),
                  render: (a) => formatDateTime(a.assignedAt, locale),
                },
              ]}
              actionsLabel={t('list.col.actions')}
              actions={(a) =>
                CHANGEABLE_ROLES.includes(a.role) && (
                  <Button
                    size="xs"
                    variant="outline"
                    colorPalette="red"
                    onClick={() => void remove(a.id, a.role)}
                  >
                    {t('action.removeRole', { role: t(`role.${a.role}`) })}
                  </Button>
                )
              }
            />
          </Box>
          {missing.length > 0 && (
            <HStack align="end" mb={SPACE.section} wrap="wrap">
              <SelectField
                label={t('userDetails.role')}
                name="role"
                value={chosen}
                onChange={setRole}
                options={missing.map((r) => ({ value: r, label: t(`role.${r}`) }))}
              />
              <Button colorPalette="blue" onClick={() => void assign()}>
                {t('action.assignRole')}
              </Button>
            </HStack>
          )}
          <Button asChild variant="outline">
            <Link href="/ssouser">{t('action.back')}</Link>
          </Button>
        </>
      )}
    </>
  );
}
