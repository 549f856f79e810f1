/**
 * Issue 27, reminders: only an overdue invoice gets a Zahlungserinnerung; each is counted with its
 * day on the invoice (list row and payment view), audited, downloadable as its own PDF (letterhead,
 * invoice number, dates, open amount, bank details; German or English) and mailed with the PDF.
 */
import { describe, expect, it } from 'vitest';
import { todayInGermany } from '../src/german-day';
import { registerCompany, sqlRows } from './helpers';
import { dayFrom, setup } from './payment-setup';
import { pdfText } from './pdf-text';

const german = (day: string) => day.split('-').reverse().join('.');

describe('payment reminders', () => {
  it('makes, counts, audits, prints and mails reminders of overdue invoices only', async () => {
    const { t, token, save, send } = await setup();
    const late = await send({ number: 'RE-7', buyer: 'Bäckerei Korn', due: 1190, dueDate: dayFrom(-14) });
    const notYet = await send({ number: 'RE-8', buyer: 'Bäckerei Korn', due: 50, dueDate: dayFrom(3) });
    const draft = await save({ number: 'RE-9', buyer: 'Bäckerei Korn', due: 50, dueDate: dayFrom(-3) });
    const remind = (id: number, body: Record<string, unknown> = {}, who = token) =>
      t.call('POST', `api/rechnung/${id}/reminders`, body, who);

    const refused = await remind(notYet);
    expect(refused.status).toBe(409);
    expect(refused.data.message).toBe(
      'Eine Zahlungserinnerung gibt es nur für überfällige Rechnungen: versendet, noch nicht ganz bezahlt und das Fälligkeitsdatum ist vorbei.',
    );
    expect((await remind(draft)).status).toBe(409);
    expect((await t.call('GET', `api/rechnung/${late}/reminder-pdf`, undefined, token)).data.messageKey).toBe(
      'reminder.error.none',
    );
    const other = await registerCompany(t, 'fremd@c.example', 'Fremd GmbH');
    expect((await remind(late, {}, other.accessToken)).status).toBe(404);

    // partly paid and overdue: the reminder names what is still open
    await t.call('POST', `api/rechnung/${late}/payments`, { paidOn: todayInGermany(), amount: '190' }, token);
    const first = await remind(late);
    expect(first.status).toBe(201);
    expect(first.data).toMatchObject({
      reminders: 1,
      lastReminderOn: todayInGermany(),
      paymentStatus: 'OVERDUE',
    });
    const [row] = (
      await t.call('GET', 'api/rechnung/sent?filterFulltextSearchExpression=RE-7', undefined, token)
    ).data.content;
    expect(row).toMatchObject({ reminders: 1, lastReminderOn: todayInGermany() });

    const pdf = await t.call('GET', `api/rechnung/${late}/reminder-pdf`, undefined, token);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('Zahlungserinnerung-RE-7.pdf');
    const text = pdfText(pdf.data);
    for (const part of [
      'Zahlungserinnerung',
      'Geld GmbH',
      'Bäckerei Korn',
      'RE-7',
      german(dayFrom(-14)),
      '1.000,00 EUR',
      `1. Erinnerung vom`,
      german(todayInGermany()),
      'Bankverbindung',
      'IBAN / Konto',
    ])
      expect(text).toContain(part);
    expect(text.replace(/\s/g, '')).toContain('DE02120300000000202051');
    const english = pdfText(
      (await t.call('GET', `api/rechnung/${late}/reminder-pdf?locale=en`, undefined, token)).data,
    );
    expect(english).toContain('Payment reminder');
    expect(english).toContain('1,000.00 EUR');
    // dates as an English reader writes them in a document (docs/dates.md), not ISO
    const [y, m, d] = todayInGermany().split('-');
    expect(english).toContain('Reminder no. 1 dated');
    expect(english).toContain(`${d}/${m}/${y}`);
    expect(english).not.toMatch(/\d{4}-\d{2}-\d{2}/);

    // the second reminder goes by mail with the PDF; a bad address is refused and nothing changes
    const bad = await remind(late, { send: true, recipient: 'kein-mail' });
    expect(bad.status).toBe(400);
    expect(bad.data.messageKey).toBe('reminder.error.recipient');
    const second = await remind(late, { send: true });
    expect(second.data).toMatchObject({ reminders: 2, mailedTo: 'buchhaltung@kunde.example' });
    const mails = await sqlRows<{ subject: string; attachments: string }>(
      t.deps,
      'SELECT subject, attachments FROM mail_outbox WHERE recipient = ?',
      'buchhaltung@kunde.example',
    );
    expect(mails.map((m) => m.subject)).toEqual(['Zahlungserinnerung zu Rechnung RE-7']);
    const [attachment] = JSON.parse(mails[0].attachments);
    expect(attachment.filename).toBe('Zahlungserinnerung-RE-7.pdf');
    expect(pdfText(Buffer.from(attachment.content, 'base64'))).toContain('2. Erinnerung vom');

    const log = (await t.call('GET', 'api/audit?action=reminder-created', undefined, token)).data.content.map(
      (r: { objectLabel: string; detail: string }) => `${r.objectLabel} ${r.detail}`,
    );
    expect(log).toEqual(['RE-7 2 → buchhaltung@kunde.example', 'RE-7 1']);
  }, 60_000);
});
