/** Company data (administration): name, street, number, postcode, city, contact e-mail, locale, country. */
import { Button } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { getCompany, updateCompany } from '../../api/calls';
import type { Company } from '../../api/types';
import { FormStack, ScreenTitle, useT } from '../../forms/Screen';
import { noErrors } from '../../forms/validation';
import { Busy } from '../../ui/Busy';
import { showError } from '../../ui/errors';
import { toast } from '../../ui/toaster';
import { CompanyFields, companyErrors, emptyCompany } from '../account/CompanyFields';
import { AdminNav } from './AdminNav';

/** The form's company from the answer of GET /api/adresse (null when none). */
export function toCompany(data: Partial<Company> | null | undefined): Company {
  const empty = emptyCompany();
  return {
    name: data?.name ?? empty.name,
    street: data?.street ?? empty.street,
    number: data?.number ?? empty.number,
    postcode: data?.postcode ?? empty.postcode,
    city: data?.city ?? empty.city,
    contactEmail: data?.contactEmail ?? empty.contactEmail,
    locale: data?.locale ?? empty.locale,
    country: data?.country ?? empty.country,
  };
}

export default function AddressScreen() {
  const t = useT();
  const [value, setValue] = useState<Company>();
  const [errors, setErrors] = useState<ReturnType<typeof companyErrors>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    getCompany()
      .then((c) => setValue(toCompany(c)))
      .catch((error) => void showError(error));
  }, []);

  async function save() {
    if (!value) return;
    const next = companyErrors(value);
    setErrors(next);
    if (!noErrors(next)) return;
    setBusy(true);
    try {
      setValue(toCompany(await updateCompany(value)));
      toast.success(t('success.detailsSaved'));
    } catch (error) {
      await showError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <ScreenTitle id="title.address" />
      <AdminNav />
      {!value ? (
        <Busy />
      ) : (
        <FormStack onSubmit={save} label={t('title.address')}>
          <CompanyFields value={value} onChange={setValue} errors={errors} />
          <Button type="submit" loading={busy} colorPalette="blue" alignSelf="start">
            {t('action.save')}
          </Button>
        </FormStack>
      )}
    </>
  );
}
