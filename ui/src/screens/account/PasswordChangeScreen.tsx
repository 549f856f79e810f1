/**
 * Password change: by mailed link (/password-change/:token, no login) or in the profile
 * (/password-change, current password + new one; the screen itself asks for the session).
 */
import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { changePassword, changePasswordByToken } from '../../api/calls';
import { TextField } from '../../forms/fields';
import { PasswordFields, type PasswordPair, passwordPairErrors } from '../../forms/PasswordFields';
import { FormStack, InlineAlert, ScreenTitle, useT } from '../../forms/Screen';
import { noErrors, required } from '../../forms/validation';
import { ensureSession } from '../../session/actions';
import { errorText } from '../../ui/errors';
import { toast } from '../../ui/toaster';

export default function PasswordChangeScreen({ params }: { params: { token?: string } }) {
  const t = useT();
  const [, navigate] = useLocation();
  const token = params.token;
  const [current, setCurrent] = useState('');
  const [pair, setPair] = useState<PasswordPair>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<{ current?: string; password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [allowed, setAllowed] = useState(!!token);

  useEffect(() => {
    if (!token) void ensureSession().then(setAllowed);
  }, [token]);

  async function submit() {
    const next = { ...passwordPairErrors(pair), current: token ? undefined : required(current) };
    setErrors(next);
    if (!noErrors(next)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      if (token) await changePasswordByToken(token, pair.password, pair.repeat);
      else await changePassword(current, pair.password, pair.repeat);
      toast.success(t('success.passwordChanged'));
      navigate(token ? '/' : '/Dashboard');
    } catch (error) {
      setFailure(errorText(error, token ? 'token.error.invalid' : 'error.technical'));
    } finally {
      setBusy(false);
    }
  }

  if (!allowed) return null;
  return (
    <>
      <ScreenTitle id="title.passwordChange" />
      <FormStack onSubmit={submit} label={t('title.passwordChange')}>
        {failure && <InlineAlert>{failure}</InlineAlert>}
        {!token && (
          <TextField
            label={t('field.currentPassword')}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            value={current}
            onChange={setCurrent}
            error={errors.current && t(errors.current)}
            required
          />
        )}
        <PasswordFields value={pair} onChange={setPair} errors={errors} />
        <Button type="submit" loading={busy} colorPalette="blue">
          {t('action.changePassword')}
        </Button>
      </FormStack>
    </>
  );
}
