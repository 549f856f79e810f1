/**
 * Registration of a company and its first user (spec §2): panels for the first user's login,
 * company data, contact person, and terms of use and privacy (both required).
 */
import { Button, Link as ChakraLink, Fieldset } from '@chakra-ui/react';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'wouter';
import { register } from '../../api/calls';
import { ApiError } from '../../api/errors';
import type { Company, Registration } from '../../api/types';
import { CheckField, TextField } from '../../forms/fields';
import { FormStack, InlineAlert, ScreenTitle, useT } from '../../forms/Screen';
import { email, noErrors, required } from '../../forms/validation';
import { hasMessage } from '../../i18n';
import { legalLinks } from '../../shell/legalLinks';
import { configurationAtom, localeAtom } from '../../state/app';
import { CompanyFields, companyErrors, emptyCompany } from './CompanyFields';

/** The form's state: the registration, its company part as CompanyFields edits it (`name`). */
type RegistrationForm = Company &
  Omit<Registration, 'companyName' | 'termsAccepted' | 'privacyAccepted'> & {
    termsAccepted: boolean;
    privacyAccepted: boolean;
  };
type Errors = Partial<Record<keyof RegistrationForm, string>>;

function registrationErrors(r: RegistrationForm): Errors {
  return {
    login: email(r.login),
    ...companyErrors(r),
    givenName: required(r.givenName),
    familyName: required(r.familyName),
    termsAccepted: r.termsAccepted ? undefined : 'validation.imprintAccepted',
    privacyAccepted: r.privacyAccepted ? undefined : 'validation.privacyAccepted',
  };
}

export default function RegistrationScreen() {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const config = useAtomValue(configurationAtom);
  const legal = Object.fromEntries(legalLinks(config).map((link) => [link.page, link.href]));
  const [value, setValue] = useState<RegistrationForm>({
    ...emptyCompany(),
    locale,
    login: '',
    givenName: '',
    familyName: '',
    termsAccepted: false,
    privacyAccepted: false,
  });
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string>();
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit() {
    const next = registrationErrors(value);
    setErrors(next);
    if (!noErrors(next)) return;
    setBusy(true);
    setFailure(undefined);
    try {
      const { name, id: _id, ...rest } = value;
      await register({
        ...rest,
        companyName: name,
        login: value.login.trim(),
        contactEmail: value.contactEmail.trim(),
        termsAccepted: true,
        privacyAccepted: true,
      });
      setDone(true);
    } catch (error) {
      const key =
        error instanceof ApiError && error.messageKey && hasMessage(error.messageKey)
          ? error.messageKey
          : undefined;
      setFailure(t(key ?? 'registration.error'));
    } finally {
      setBusy(false);
    }
  }

  if (done) {
    return (
      <>
        <ScreenTitle id="title.registration" />
        <InlineAlert status="success">{t('success.registered')}</InlineAlert>
        <ChakraLink asChild mt="4">
          <Link href="/">{t('action.toLogin')}</Link>
        </ChakraLink>
      </>
    );
  }
  const set = (patch: Partial<RegistrationForm>) => setValue({ ...value, ...patch });
  const err = (k: keyof RegistrationForm) => errors[k] && t(errors[k] as string);
  return (
    <>
      <ScreenTitle id="title.registration" />
      <FormStack onSubmit={submit} label={t('title.registration')}>
        {failure && <InlineAlert>{failure}</InlineAlert>}
        <Fieldset.Root>
          <Fieldset.Legend fontSize="md" fontWeight="semibold" mt="2">
            {t('registration.panel.login')}
          </Fieldset.Legend>
          <TextField
            label={t('field.login')}
            name="login"
            type="email"
            value={value.login}
            onChange={(login) => set({ login })}
            error={err('login')}
            required
          />
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontSize="md" fontWeight="semibold" mt="2">
            {t('registration.panel.company')}
          </Fieldset.Legend>
          <CompanyFields value={value} onChange={(c) => set(c)} errors={errors} />
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontSize="md" fontWeight="semibold" mt="2">
            {t('registration.panel.contact')}
          </Fieldset.Legend>
          <TextField
            label={t('field.firstName')}
            name="givenName"
            value={value.givenName}
            onChange={(givenName) => set({ givenName })}
            error={err('givenName')}
            required
          />
          <TextField
            label={t('field.lastName')}
            name="familyName"
            value={value.familyName}
            onChange={(familyName) => set({ familyName })}
            error={err('familyName')}
            required
          />
        </Fieldset.Root>
        <Fieldset.Root>
          <Fieldset.Legend fontSize="md" fontWeight="semibold" mt="2">
            {t('registration.panel.terms')}
          </Fieldset.Legend>
          <CheckField
            label={t('field.termsAccepted')}
            name="termsAccepted"
            checked={value.termsAccepted}
            onChange={(termsAccepted) => set({ termsAccepted })}
            error={err('termsAccepted')}
          >
            <ChakraLink href={legal.terms} target="_blank" fontSize="sm">
              {t('footer.terms')}
            </ChakraLink>
          </CheckField>
          <CheckField
            label={t('field.privacyAccepted')}
            name="privacyAccepted"
            checked={value.privacyAccepted}
            onChange={(privacyAccepted) => set({ privacyAccepted })}
            error={err('privacyAccepted')}
          >
            <ChakraLink href={legal.privacy} target="_blank" fontSize="sm">
              {t('footer.privacy')}
            </ChakraLink>
          </CheckField>
        </Fieldset.Root>
        <Button type="submit" loading={busy} colorPalette="blue">
          {t('action.register')}
        </Button>
      </FormStack>
    </>
  );
}
