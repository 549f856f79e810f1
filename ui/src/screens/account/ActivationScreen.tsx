/** Account activation from the mailed link: set the first password (with repeat). */
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { activateAccount } from '../../api/calls';
import { PasswordFields, type PasswordPair, passwordPairErrors } from '../../forms/PasswordFields';
import { FormStack, InlineAlert, ScreenTitle, useT } from '../../forms/Screen';
import { noErrors } from '../../forms/validation';
import { errorText } from '../../ui/errors';
import { toast } from '../../ui/toaster';

export default function ActivationScreen({ params }: { params: { token?: string } }) {
  const t = useT();
  const [, navigate] = useLocation();
  const [pair, setPair] = useState<PasswordPair>({ password: '', repeat: '' });
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    const next = passwordPairErrors(pair);
    setErrors(next);
    if (!noErrors(next)) return;
    setBusy(true);
    try {
      await activateAccount(params.token ?? '', pair.password, pair.repeat);
      toast.success(t('success.activated'));
      navigate('/');
    } catch (error) {
      setFailure(errorText(error, 'token.error.invalid'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenTitle id="title.activation" />
      <FormStack onSubmit={submit} label={t('title.activation')}>
        {failure && <InlineAlert>{failure}</InlineAlert>}
        <PasswordFields value={pair} onChange={setPair} errors={errors} />
        <Button type="submit" loading={busy} colorPalette="blue">
          {t('action.activate')}
        </Button>
      </FormStack>
    </>
  );
}
