/** The page frame per layout kind: header, content width, footer. */
import { Box, Container, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
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

export function Layout({ kind, children }: { kind: LayoutKind; children: ReactNode }) {
  return (
    <Flex direction="column" minHeight="100vh" data-layout={kind}>
      <Header />
      <Box as="main" flex="1" py="6">
        <Container maxWidth={width[kind]}>{children}</Container>
      </Box>
      <Footer />
    </Flex>
  );
}
