/**
 * The logged-in user's menu: username shortened to 27 characters, administration (admin role
 * only), master data, buyer and article directories, password change, login e-mail change,
 * delete own account, logout.
 */
import { Box, Button, Menu, Portal } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'wouter';
import { logout } from '../session/actions';
import { isAdminAtom, shortUsername } from '../state/session';

export function UserMenu({ username }: { username: string }) {
  const isAdmin = useAtomValue(isAdminAtom);
  const [, navigate] = useLocation();
  const go = (path: string) => () => navigate(path);
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
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
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {isAdmin && (
              <Menu.Item value="admin" onSelect={go('/address')}>
                <FormattedMessage id="menu.administration" />
              </Menu.Item>
            )}
            <Menu.Item value="masterdata" onSelect={go('/MasterdataView')}>
              <FormattedMessage id="menu.masterdata" />
            </Menu.Item>
            <Menu.Item value="buyers" onSelect={go('/buyers')}>
              <FormattedMessage id="menu.buyers" />
            </Menu.Item>
            <Menu.Item value="articles" onSelect={go('/articles')}>
              <FormattedMessage id="menu.articles" />
            </Menu.Item>
            <Menu.Item value="password" onSelect={go('/password-change')}>
              <FormattedMessage id="menu.passwordChange" />
            </Menu.Item>
            <Menu.Item value="login" onSelect={go('/login-reset')}>
              <FormattedMessage id="menu.loginChange" />
            </Menu.Item>
            <Menu.Item value="delete" onSelect={go('/ssouser-delete')}>
              <FormattedMessage id="menu.userDelete" />
            </Menu.Item>
            <Menu.Item value="logout" onSelect={() => void logout()}>
              <FormattedMessage id="menu.logout" />
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
