/**
 * Accessibility statement (Erklärung zur Barrierefreiheit) as § 12b BGG and BITV 2.0 ask of a
 * public body's web application: compliance status, content that is not accessible, how the
 * statement was prepared, the contact for reporting barriers (configuration
 * `accessibilityContact`, env ACCESSIBILITY_CONTACT) and the enforcement procedure.
 */
import { Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { ScreenTitle } from '../../forms/Screen';
import { APP_VERSION } from '../../shell/Footer';
import { configurationAtom } from '../../state/app';

/** Date of the self-assessment the statement rests on (update with each new assessment). */
export const ASSESSED_ON = '2026-11-24';

/** A mail address becomes a mailto: link; anything else is taken as a web address. */
export function contactHref(contact: string): string {
  const value = contact.trim();
  if (/^mailto:/i.test(value) || /^https?:\/\//i.test(value)) return value;
  return value.includes('@') ? `mailto:${value}` : value;
}

export default function AccessibilityScreen() {
  const intl = useIntl();
  const config = useAtomValue(configurationAtom);
  const m = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const contact = config?.accessibilityContact?.trim();
  const section = (id: string) => (
    <Heading as="h2" size="md" mt="2">
      {m(`a11y.${id}.title`)}
    </Heading>
  );
  return (
    <Stack gap="3" maxW="2xl" data-testid="accessibility-statement">
      <ScreenTitle id="title.accessibility" />
      <Text>{m('a11y.intro', { version: APP_VERSION })}</Text>
      {section('status')}
      <Text>{m('a11y.status.text')}</Text>
      {section('limits')}
      <List.Root ps="5">
        <List.Item>{m('a11y.limits.pdf')}</List.Item>
        <List.Item>{m('a11y.limits.phone')}</List.Item>
      </List.Root>
      {section('method')}
      <Text>{m('a11y.method.text', { date: intl.formatDate(ASSESSED_ON, { dateStyle: 'long' }) })}</Text>
      {section('contact')}
      {contact ? (
        <Text>
          {m('a11y.contact.text')}{' '}
          <Link href={contactHref(contact)} data-testid="accessibility-contact" textDecoration="underline">
            {contact.replace(/^mailto:/i, '')}
          </Link>
        </Text>
      ) : (
        <Text data-testid="accessibility-contact-missing">{m('a11y.contact.missing')}</Text>
      )}
      {section('enforcement')}
      <Text>{m('a11y.enforcement.text')}</Text>
    </Stack>
  );
}
