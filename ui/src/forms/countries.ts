/** Country choices (ISO 3166 code list of @xr/codelists) in the UI language, empty choice first. */
import { options } from '@xr/codelists';
import type { Locale } from '../state/app';
import type { Option } from './fields';

export const countryOptions = (locale: Locale): Option[] =>
  options('ISO3166', locale).map((o) => ({
    value: o.value,
    label: o.value ? `${o.label} (${o.value})` : '',
  }));
