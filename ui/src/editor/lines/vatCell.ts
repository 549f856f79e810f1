/**
 * What the line table's VAT column says (issue 27). The standard rate is its rate alone ("19 %",
 * "7,5 %"), as the preview prints it. Another category shows its rate with the name the VAT
 * category choice gives it in easy mode ("0 % – Nullsatz", "0 % – Steuerbefreit"), and its letter in
 * advanced mode ("Z 0 %"), where codes are wanted. An unknown category keeps its letter.
 */
import { codeListOptions } from '../../forms/codeChoices';
import type { UiLocale } from '../format/numbers';

export function vatCell(
  category: string | undefined,
  rate: unknown,
  locale: UiLocale,
  withCode: boolean,
): string {
  const n = Number(rate);
  const r =
    rate === undefined || rate === null || rate === '' || !Number.isFinite(n)
      ? ''
      : `${n.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB', { maximumFractionDigits: 2 })} %`;
  if (!category || category === 'S') return r;
  const name = withCode
    ? undefined
    : codeListOptions('EDITOR_VAT_CATEGORIES', locale).find((c) => c.value === category)?.label;
  if (!name) return `${category} ${r}`.trim();
  return r ? `${r} – ${name}` : name;
}
