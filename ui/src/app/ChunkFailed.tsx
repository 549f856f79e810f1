/** Shown in place of a screen whose code could not be loaded (network down, new deployment). */
import { Alert, Button, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export function ChunkFailed() {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Stack>
        <Alert.Title>
          <FormattedMessage id="error.chunk" />
        </Alert.Title>
        <Button size="sm" alignSelf="start" onClick={() => location.reload()}>
          <FormattedMessage id="action.reload" />
        </Button>
      </Stack>
    </Alert.Root>
  );
}
