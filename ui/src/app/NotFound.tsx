/** Unknown path: the spec's "page does not exist" message with a way back. */
import { Button, Heading, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Layout } from './Layout';

export function NotFound() {
  const intl = useIntl();
  useEffect(() => {
    document.title = `${intl.formatMessage({ id: 'app.title' })} – ${intl.formatMessage({ id: 'error.notFound' })}`;
  }, [intl]);
  return (
    <Layout kind="login">
      <Stack gap="4">
        <Heading as="h1">
          <FormattedMessage id="error.notFound" />
        </Heading>
        <Button asChild alignSelf="start">
          <Link href="/">
            <FormattedMessage id="action.toStart" />
          </Link>
        </Button>
      </Stack>
    </Layout>
  );
}
