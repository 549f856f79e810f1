/**
 * The audit log's details in plain words (issue 27): each form the server writes reads as a
 * sentence part in German and English, with no database id, uuid or hash in the shown text; the
 * archive's hash stays as the technical detail.
 */
import { describe, expect, it } from 'vitest';
import { intlFor } from '../../i18n';
import { auditDetail, auditObject } from './auditDetail';

const HASH = 'a3f1c9e07b2d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192a3b';
const tr = (locale: 'de' | 'en') => {
  const intl = intlFor(locale);
  return (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
};
const shown = (action: string, detail: string, locale: 'de' | 'en' = 'de') =>
  auditDetail({ action, detail }, tr(locale), locale);

describe('audit log details', () => {
  it('reads each form the server writes in German', () => {
    expect(shown('archived', `archive 17 sha256 ${HASH}`)).toEqual({
      text: 'unveränderbar archiviert',
      technical: `SHA-256: ${HASH}`,
    });
    expect(shown('created', 'schedule 4 (month) 2026-12-01').text).toBe(
      'von der wiederkehrenden Rechnung (monatlich) zum Termin 01.12.2026',
    );
    expect(shown('created', 'month from 2026-12-01 to 2027-05-01, send, invoice 93').text).toBe(
      'monatlich vom 01.12.2026 bis 01.05.2027, senden, wenn valide',
    );
    expect(shown('created', 'quarter from 2026-12-01, draft, invoice 93').text).toBe(
      'vierteljährlich ab 01.12.2026, als Entwurf',
    );
    expect(shown('changed', 'paused').text).toBe('angehalten');
    expect(shown('changed', 'version 3').text).toBe('gespeichert als Fassung 3');
    expect(shown('generated', 'ubl').text).toBe('im Format UBL');
    expect(shown('payment-recorded', '1234.50 EUR 2026-11-20').text).toBe('1.234,50\u00a0€ am 20.11.2026');
    expect(shown('changed', 'role ROLE_WEBERFASSUNG_ADMIN added').text).toBe('Rolle „Administrator“ erteilt');
    expect(shown('changed', 'role ROLE_WEBERFASSUNG removed').text).toBe('Rolle „Benutzer“ entzogen');
    expect(shown('changed', 'givenName, status locked').text).toBe('Vorname geändert, gesperrt');
    expect(shown('reminder-created', '2 → einkauf@kunde.example').text).toBe(
      '2. Erinnerung, gesendet an einkauf@kunde.example',
    );
    expect(shown('created', '')).toEqual({ text: '' });
  });

  it('and in English', () => {
    expect(shown('archived', `archive 17 sha256 ${HASH}`, 'en').text).toBe('archived, unalterable');
    expect(shown('payment-undone', '12.00 EUR 2026-11-20', 'en').text).toBe('€12.00 on 20/11/2026');
    expect(shown('changed', 'role ROLE_WEBERFASSUNG_ADMIN added', 'en').text).toBe(
      'role “Administrator” granted',
    );
    expect(shown('changed', 'familyName, locale, status active', 'en').text).toBe(
      'last name changed, language changed, active again',
    );
  });

  it('keeps ids and hashes of an unknown form out of the shown text', () => {
    const d = shown('changed', `moved to 0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9 with ${HASH}`);
    expect(d.text).toBe('moved to with');
    expect(d.technical).toContain(HASH);
    expect(shown('changed', 'something new').text).toBe('something new');
  });

  it('names the object by number, login or language, never by its id', () => {
    const t = tr('de');
    expect(auditObject({ objectType: 'invoice', objectId: '93', objectLabel: 'RE-2026-0001' }, t)).toBe(
      'Rechnung RE-2026-0001',
    );
    expect(auditObject({ objectType: 'company', objectId: '4', objectLabel: '' }, t)).toBe('Firma');
    expect(auditObject({ objectType: 'mail-template', objectId: 'en', objectLabel: '' }, t)).toBe(
      'E-Mail-Text (Englisch)',
    );
  });
});
