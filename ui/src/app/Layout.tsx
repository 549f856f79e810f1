/**
 * The page frame per layout kind: a skip link to the main content (the first stop of the Tab key,
 * visible once focused), header, content width, footer.
 */
import { Box, Container, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import type { LayoutKind } from './routes';

const width: Record<LayoutKind, string> = {
  login: 'lg',
  profile: 'lg',
  admin: '5xl',
  dashboard: '7xl',
  list: '7xl',
  masterdata: '5xl',
  invoice: '7xl',
};

export const MAIN_ID = 'main-content';

function SkipLink() {
  const intl = useIntl();
  return (
    <Link
      href={`#${MAIN_ID}`}
      data-testid="skip-link"
      position="absolute"
      zIndex="skipLink"
      top="2"
      left="2"
      px="4"
      py="2"
      bg="white"
      color="blue.800"
      fontWeight="semibold"
      borderRadius="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none', outline: '3px solid', outlineColor: 'blue.600' }}
      onClick={(e) => {
        // move focus (not only the scroll position) into the main content; the URL stays as it is
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      {intl.formatMessage({ id: 'shell.skipToContent' })}
    </Link>
  );
}

export function Layout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  return (
    <Flex direction="column" minHeight="100vh" data-layout={kind}>
      <SkipLink />
      <Header />
      <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" py="6" minWidth="0" _focus={{ outline: 'none' }}>
        <Container maxWidth={width[kind]}>{children}</Container>
      </Box>
      <Footer />
    </Flex>
  );
}
