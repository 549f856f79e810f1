/**
 * The page frame per layout kind: a skip link to the main content (the first stop of the Tab key,
 * visible once focused), header, content width, footer. Below 768 px the frame is as high as the
 * screen: the page scrolls inside it (`data-scroll-root`) above the toast bar, so that a toast
 * takes its own room at the bottom instead of covering a control (ui/ToastBar.tsx).
 */
import { Box, Container, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { ToastBar } from '../ui/ToastBar';
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
    <Flex
      direction="column"
      minHeight={{ md: '100vh' }}
      height={{ base: '100dvh', md: 'auto' }}
      data-layout={kind}
    >
      <Flex
        direction="column"
        flex="1"
        minHeight="0"
        overflowY={{ base: 'auto', md: 'visible' }}
        data-scroll-root
      >
        <SkipLink />
        <Header />
        <Box as="main" id={MAIN_ID} tabIndex={-1} flex="1" py="6" minWidth="0" _focus={{ outline: 'none' }}>
          <Container maxWidth={width[kind]}>{children}</Container>
        </Box>
        <Footer />
      </Flex>
      <ToastBar />
    </Flex>
  );
}
