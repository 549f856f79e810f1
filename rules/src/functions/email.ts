/**
 * E-mail format of the spec (German umlauts and ß allowed): a local part of letters, digits and
 * `.!#$%&'*+/=?^_`{|}~-`, an `@`, then dot-separated domain labels and a top-level label of at
 * least two letters. No spaces, no leading, trailing or doubled dots.
 */
const EMAIL =
  /^[A-Za-z0-9äöüÄÖÜß!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9äöüÄÖÜß!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9äöüÄÖÜß]([A-Za-z0-9äöüÄÖÜß-]*[A-Za-z0-9äöüÄÖÜß])?\.)+[A-Za-zäöüÄÖÜß]{2,}$/;

export function email(value: unknown): boolean {
  return typeof value === 'string' && value.length <= 254 && EMAIL.test(value);
}
