/** Country choices (ISO 3166 code list of @xr/codelists): the country's name in the UI language, empty choice first. */
import type { Locale } from '../state/app';
import { codeListOptions } from './codeChoices';
import type { Option } from './fields';

export const countryOptions = (locale: Locale): Option[] => codeListOptions('ISO3166', locale);
