/**
 * Header: product title, test-system marking (colours from the configuration), busy indicator,
 * and for a logged-in user the top navigation and the user menu (spec §2, §6).
 */
import { Badge, Box, Flex, Heading } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link } from 'wouter';
import { configurationAtom, isBusyAtom } from '../state/app';
import { sessionAtom } from '../state/session';
import { Busy } from '../ui/Busy';
import { TopNavLinks, TopNavMenu } from './TopNav';
import { UserMenu } from './UserMenu';

export function Header() {
  const config = useAtomValue(configurationAtom);
  const session = useAtomValue(sessionAtom);
  const busy = useAtomValue(isBusyAtom);
  const test = !!config?.isTestSystem;
  return (
    <Box
      as="header"
      bg={test ? 'orange.500' : 'blue.700'}
      color="white"
      data-test-system={test ? 'true' : undefined}
    >
      <Flex
        align="center"
        wrap="wrap"
        columnGap={{ base: '2', md: '4' }}
        rowGap="2"
        px={{ base: '4', md: '6' }}
        py="3"
      >
        <Heading as="p" size={{ base: 'sm', md: 'md' }} whiteSpace="nowrap">
          <Link href={session ? '/Dashboard' : '/'}>
            <FormattedMessage id="app.title" />
          </Link>
        </Heading>
        {test && (
          <Badge colorPalette="yellow" variant="solid">
            <FormattedMessage id="header.testSystem" />
          </Badge>
        )}
        <Box flex="1" />
        {busy && <Busy size="sm" data-testid="busy" />}
        {session && <TopNavMenu />}
        {session && <UserMenu username={session.username} />}
      </Flex>
      {session && <TopNavLinks />}
    </Box>
  );
}
