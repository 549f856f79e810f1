import { Spinner, type SpinnerProps } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

/** The one loading indicator: a status region with a spoken label ("Wird geladen" / "Loading"). */
export function Busy(props: Omit<SpinnerProps, 'role' | 'aria-label'>) {
  const intl = useIntl();
  return <Spinner role="status" aria-label={intl.formatMessage({ id: 'busy' })} {...props} />;
}
