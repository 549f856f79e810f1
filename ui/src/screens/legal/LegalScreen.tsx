/**
 * Default imprint, privacy notice and terms of use of an installation: a placeholder that says the
 * operator has not configured their own page yet (configuration `links.*`, server/API.md).
 */
import { Stack, Text } from '@chakra-ui/react';
import { ScreenTitle, useT } from '../../forms/Screen';
import type { LegalPage } from '../../shell/legalLinks';

export function LegalScreen({ page }: { page: LegalPage }) {
  const t = useT();
  return (
    <Stack gap="3" maxW="2xl" data-testid={`legal-${page}`}>
      <ScreenTitle id={`title.${page}`} />
      <Text fontWeight="semibold">{t('legal.placeholder')}</Text>
      <Text>{t(`legal.${page}.hint`)}</Text>
      <Text>{t('legal.operator')}</Text>
    </Stack>
  );
}

export const ImprintScreen = () => <LegalScreen page="imprint" />;
export const PrivacyScreen = () => <LegalScreen page="privacy" />;
export const TermsScreen = () => <LegalScreen page="terms" />;
