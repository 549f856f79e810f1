/**
 * Today's date in Germany, YYYY-MM-DD: the calendar day a German supplier sees. The proposed issue
 * date, the invoice number's period, recurring invoices and the "due date in the past" rule all use
 * it, so the server and the browser (set to German time) agree between 22:00/23:00 and 24:00 UTC.
 */
const germanDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });

export const todayInGermany = (now = new Date()): string => germanDay.format(now);
