/**
 * Unknown path (spec §8 "not found"): the message "page does not exist", then back to the last
 * page (or the start page when there is none).
 */
import { Heading } from '@chakra-ui/react';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { showDialog } from '../ui/dialogs';
import { Layout } from './Layout';

export function NotFound() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  useEffect(() => {
    const text = intl.formatMessage({ id: 'error.notFound' });
    document.title = `${intl.formatMessage({ id: 'app.title' })} – ${text}`;
    let live = true;
    void showDialog({ kind: 'info', message: text }).then(() => {
      if (!live) return;
      if (history.length > 1) history.back();
      else navigate('/', { replace: true });
    });
    return () => {
      live = false;
    };
  }, [intl, navigate]);
  return (
    <Layout kind="login">
      <Heading as="h1">
        <FormattedMessage id="error.notFound" />
      </Heading>
    </Layout>
  );
}
