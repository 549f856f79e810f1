/**
 * The logged-in user's menu: username shortened to 27 characters, administration (admin role
 * only), master data, buyer and article directories, password change, login e-mail change,
 * delete own account, logout.
 */
import { Box, Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { logout } from '../session/actions';
import { isAdminAtom, shortUsername } from '../state/session';
import { ActionMenu, type ActionMenuItem } from '../ui/ActionMenu';
import { focusHeadingOf } from '../ui/navFocus';

export function UserMenu({ username }: { username: string }) {
  const isAdmin = useAtomValue(isAdminAtom);
  const [, navigate] = useLocation();
  const go = (path: string) => () => {
    navigate(path);
    focusHeadingOf(path);
  };
  const entry = (value: string, id: string, run: () => void): ActionMenuItem => ({
    value,
    label: <FormattedMessage id={id} />,
    run,
  });
  const items = [
    ...(isAdmin ? [entry('admin', 'menu.administration', go('/address'))] : []),
    entry('masterdata', 'menu.masterdata', go('/MasterdataView')),
    entry('buyers', 'menu.buyers', go('/buyers')),
    entry('articles', 'menu.articles', go('/articles')),
    entry('password', 'menu.passwordChange', go('/password-change')),
    entry('login', 'menu.loginChange', go('/login-reset')),
    entry('delete', 'menu.userDelete', go('/ssouser-delete')),
    entry('logout', 'menu.logout', () => void logout()),
  ];
  return (
    <ActionMenu
      items={items}
      trigger={
        <Button
          variant="outline"
          size="sm"
          color="white"
          title={username}
          data-testid="user-menu"
          maxWidth={{ base: '34vw', md: 'none' }}
          _hover={{ bg: 'blackAlpha.200' }}
        >
          <Box as="span" overflow="hidden" textOverflow="ellipsis" whiteSpace="nowrap">
            {shortUsername(username)}
          </Box>
        </Button>
      }
    />
  );
}
