/**
 * Footer: version 2.13.1, the configured XRechnung specification version, imprint, data privacy,
 * terms of use (configured addresses or the default pages, legalLinks.ts), the accessibility statement,
 * optional manual links, and the language switcher.
 */
import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'wouter';
import { configurationAtom } from '../state/app';
import { LanguageSwitcher } from './LanguageSwitcher';
import { legalLinks } from './legalLinks';

export const APP_VERSION = '2.13.1';

export function Footer() {
  const config = useAtomValue(configurationAtom);
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
        {legalLinks(config).map((link) => (
          <Link key={link.page} href={link.href} target="_blank" rel="noreferrer">
            <FormattedMessage id={link.labelId} />
          </Link>
        ))}
        <Link asChild data-testid="footer-accessibility">
          <RouterLink href="/accessibility">
            <FormattedMessage id="footer.accessibility" />
          </RouterLink>
        </Link>
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
        {/* at the right end, also when it wraps to a line of its own on a phone */}
        <Box marginInlineStart="auto">
          <LanguageSwitcher />
        </Box>
      </Flex>
    </Box>
  );
}
