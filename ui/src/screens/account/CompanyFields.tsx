/** The company data fields (spec §3 company): shared by registration and administration. */
import { useAtomValue } from 'jotai';
import type { Company } from '../../api/types';
import { countryOptions } from '../../forms/countries';
import { SelectField, TextField } from '../../forms/fields';
import { useT } from '../../forms/Screen';
import { email, required } from '../../forms/validation';
import { localeAtom } from '../../state/app';

export const emptyCompany = (): Company => ({
  name: '',
  street: '',
  number: '',
  postcode: '',
  city: '',
  contactEmail: '',
  locale: 'de',
  country: 'DE',
});

export function companyErrors(c: Company): Partial<Record<keyof Company, string>> {
  return {
    name: required(c.name),
    street: required(c.street),
    postcode: required(c.postcode),
    city: required(c.city),
    contactEmail: email(c.contactEmail),
    country: required(c.country),
  };
}

export function CompanyFields({
  value,
  onChange,
  errors,
}: {
  value: Company;
  onChange: (next: Company) => void;
  errors: Partial<Record<keyof Company, string>>;
}) {
  const t = useT();
  const locale = useAtomValue(localeAtom);
  const text = (
    key: Exclude<keyof Company, 'id' | 'locale'>,
    labelKey: string,
    req = false,
    type: 'text' | 'email' = 'text',
  ) => (
    <TextField
      label={t(labelKey)}
      name={key}
      type={type}
      value={value[key]}
      onChange={(v) => onChange({ ...value, [key]: v })}
      error={errors[key] && t(errors[key] as string)}
      required={req}
    />
  );
  return (
    <>
      {text('name', 'field.companyName', true)}
      {text('street', 'field.street', true)}
      {text('number', 'field.houseNumber')}
      {text('postcode', 'field.postcode', true)}
      {text('city', 'field.city', true)}
      <SelectField
        label={t('field.country')}
        name="country"
        value={value.country}
        onChange={(country) => onChange({ ...value, country })}
        options={countryOptions(locale)}
        error={errors.country && t(errors.country)}
        required
      />
      {text('contactEmail', 'field.contactEmail', true, 'email')}
      <SelectField
        label={t('field.locale')}
        name="locale"
        value={value.locale}
        onChange={(l) => onChange({ ...value, locale: l === 'en' ? 'en' : 'de' })}
        options={[
          { value: 'de', label: t('locale.de') },
          { value: 'en', label: t('locale.en') },
        ]}
      />
    </>
  );
}
