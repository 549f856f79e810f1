/**
 * Confirmation of a new login e-mail from the mailed link. The server ends all sessions of the
 * account, so a logged-in tab is logged out and the user signs in with the new address.
 */
import { Button } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { confirmLoginChange } from '../../api/calls';
import { InlineAlert, ScreenTitle, useT } from '../../forms/Screen';
import { logout } from '../../session/actions';
import { sessionAtom } from '../../state/session';
import { Busy } from '../../ui/Busy';
import { errorText } from '../../ui/errors';

export default function LoginChangeScreen({ params }: { params: { token?: string } }) {
  const t = useT();
  const session = useAtomValue(sessionAtom);
  const [state, setState] = useState<{ ok?: boolean; text?: string }>({});
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    confirmLoginChange(params.token ?? '')
      .then(() => setState({ ok: true, text: t('success.loginChanged') }))
      .catch((error) => setState({ ok: false, text: errorText(error, 'token.error.invalid') }));
  }, [params.token, t]);

  useEffect(() => {
    if (state.ok && session) void logout(t('success.loginChanged'));
  }, [state.ok, session, t]);

  return (
    <>
      <ScreenTitle id="title.loginChange" />
      {state.text === undefined ? (
        <Busy />
      ) : (
        <InlineAlert status={state.ok ? 'success' : 'error'}>{state.text}</InlineAlert>
      )}
      <Button asChild mt="4" variant="outline">
        <Link href="/">{t('action.toLogin')}</Link>
      </Button>
    </>
  );
}
