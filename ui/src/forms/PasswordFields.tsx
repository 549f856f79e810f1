/** New password with its repeat, checked by the rules of spec §5 (12–255 chars, upper, lower, digit, special). */
import { Text } from '@chakra-ui/react';
import { TextField } from './fields';
import { useT } from './Screen';
import { password as checkPassword, sameAsPassword } from './validation';

export interface PasswordPair {
  password: string;
  repeat: string;
}

export function passwordPairErrors(pair: PasswordPair) {
  return { password: checkPassword(pair.password), repeat: sameAsPassword(pair.repeat, pair.password) };
}

export function PasswordFields({
  value,
  onChange,
  errors,
}: {
  value: PasswordPair;
  onChange: (next: PasswordPair) => void;
  errors: { password?: string; repeat?: string };
}) {
  const t = useT();
  return (
    <>
      <Text fontSize="sm" color="fg.muted">
        {t('password.rules')}
      </Text>
      <TextField
        label={t('field.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        error={errors.password && t(errors.password)}
        required
      />
      <TextField
        label={t('field.passwordRepeat')}
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        value={value.repeat}
        onChange={(repeat) => onChange({ ...value, repeat })}
        error={errors.repeat && t(errors.repeat)}
        required
      />
    </>
  );
}
