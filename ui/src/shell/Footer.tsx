/**
 * Footer: version 2.13.1, the configured XRechnung specification version, imprint, data privacy,
 * terms of use, optional manual links, and the language switcher.
 */
import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { configurationAtom } from '../state/app';
import { LanguageSwitcher } from './LanguageSwitcher';

export const APP_VERSION = '2.13.1';

export function Footer() {
  const config = useAtomValue(configurationAtom);
  const links = config?.links ?? {};
  // The configuration names no terms-of-use address; portals publish them beside the imprint.
  const terms = links.termsOfUse ?? links.imprint;
  return (
    <Box as="footer" borderTopWidth="1px" px="6" py="3" fontSize="sm">
      <Flex gap="5" wrap="wrap" align="center">
        <Text data-testid="version">
          <FormattedMessage id="footer.version" values={{ version: APP_VERSION }} />
        </Text>
        {config?.xrechnungSpec && (
          <Text data-testid="spec-version">
            <FormattedMessage id="footer.spec" values={{ spec: config.xrechnungSpec }} />
          </Text>
        )}
        {links.imprint && (
          <Link href={links.imprint} target="_blank" rel="noreferrer">
            <FormattedMessage id="footer.imprint" />
          </Link>
        )}
        {links.privacy && (
          <Link href={links.privacy} target="_blank" rel="noreferrer">
            <FormattedMessage id="footer.privacy" />
          </Link>
        )}
        {terms && (
          <Link href={terms} target="_blank" rel="noreferrer">
            <FormattedMessage id="footer.terms" />
          </Link>
        )}
        {config?.textManualUrl && (
          <Link href={config.textManualUrl} target="_blank" rel="noreferrer">
            <FormattedMessage id="footer.textManual" />
          </Link>
        )}
        {config?.videoManualUrl && (
          <Link href={config.videoManualUrl} target="_blank" rel="noreferrer">
            <FormattedMessage id="footer.videoManual" />
          </Link>
        )}
        <Box flex="1" />
        <LanguageSwitcher />
      </Flex>
    </Box>
  );
}
