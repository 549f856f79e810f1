/** The findings of a check, each in plain words, with its rule id and the validator's own words. */
import { Badge, Box, List, Text } from '@chakra-ui/react';
import { useT } from '../../forms/Screen';
import { hasMessage } from '../../i18n';
import type { CheckFinding } from './check-types';

export function FindingList({ findings, locale }: { findings: CheckFinding[]; locale: 'de' | 'en' }) {
  const t = useT();
  if (findings.length === 0) return <Text>{t('check.noFindings')}</Text>;
  const errors = findings.filter((f) => f.severity === 'error').length;
  // findings that are not a rule's (the XML Schema, an unreadable file, no scenario) get the page's own words
  const text = (f: CheckFinding) =>
    hasMessage(`check.rule.${f.ruleId}`) ? t(`check.rule.${f.ruleId}`) : f[locale];
  return (
    <Box as="section" aria-labelledby="check-findings">
      <Text as="h2" id="check-findings" fontWeight="bold" mb="2">
        {t('check.findings', { errors, others: findings.length - errors })}
      </Text>
      <List.Root gap="2" ps="0" listStyle="none">
        {findings.map((f, i) => (
          <List.Item
            // a finding may repeat (the same rule at two places): its place in the list keeps it apart
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole, never reordered
            key={i}
            data-testid="check-finding"
            data-rule-id={f.ruleId}
            borderLeftWidth="4px"
            borderColor={f.severity === 'error' ? 'red.600' : 'orange.400'}
            ps="3"
          >
            <Badge colorPalette={f.severity === 'error' ? 'red' : 'orange'} me="2">
              {t(f.severity === 'error' ? 'check.error' : 'check.warning')}
            </Badge>
            <Text as="span" fontFamily="mono" fontSize="sm">
              {f.ruleId}
            </Text>
            <Text style={{ overflowWrap: 'anywhere' }}>{text(f)}</Text>
            {f.detail && f.detail !== text(f) ? (
              <Text fontSize="sm" color="gray.700" style={{ overflowWrap: 'anywhere' }}>
                {f.detail}
              </Text>
            ) : null}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
