/** Common screen frame pieces: a heading, a form stack, an inline alert. */
import { Alert, Heading, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';
import { useIntl } from 'react-intl';

export function ScreenTitle({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <Heading as="h1" size="xl" mb="4">
      {intl.formatMessage({ id })}
    </Heading>
  );
}

export function FormStack({
  onSubmit,
  children,
  label,
}: {
  onSubmit: () => void;
  children: ReactNode;
  label?: string;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={(e: FormEvent) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <Stack gap="4">{children}</Stack>
    </form>
  );
}

export function InlineAlert({
  status = 'error',
  children,
}: {
  status?: 'error' | 'info' | 'success' | 'warning';
  children: ReactNode;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{children}</Alert.Title>
    </Alert.Root>
  );
}

/** formatMessage shorthand for screens. */
export function useT() {
  const intl = useIntl();
  return (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values) as string;
}
