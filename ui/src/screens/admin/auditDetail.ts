/**
 * The audit log in plain words (issue 27): what happened to which invoice or user, by number or
 * name, never by database id or hash. The server writes each entry's detail as short machine text
 * (server/src/routes/*: "version 3", "archive 12 sha256 …", "role ROLE_WEBERFASSUNG_ADMIN added");
 * this reads the known forms into the UI language. The archive's SHA-256 stays at hand as the
 * entry's technical detail (a tooltip), and the CSV export keeps the server's text unchanged.
 * A detail of a form this does not know is shown without the ids and hashes in it.
 */
import type { AuditRow } from '../../api/recurring';
import { formatDate, formatMoney } from '../../i18n/formats';
import type { Locale } from '../../state/app';

type Translate = (id: string, values?: Record<string, string | number>) => string;

export interface AuditDetail {
  /** what the column shows */
  text: string;
  /** for those who check: the archive's hash (shown as the cell's tooltip) */
  technical?: string;
}

const DAY = '(\\d{4}-\\d{2}-\\d{2})';
const ARCHIVED = /^archive \S+ sha256 ([0-9a-f]{64})$/i;
const FROM_SCHEDULE = new RegExp(`^schedule \\S+ \\((\\w+)\\) ${DAY}$`);
const SCHEDULE = new RegExp(`^(\\w+) from ${DAY}(?: to ${DAY})?, (\\w+)(?:, invoice \\S+)?$`);
const VERSION = /^version (\d+)$/;
const PAYMENT = new RegExp(`^(-?\\d+(?:\\.\\d+)?) ([A-Z]{3})? ?${DAY}$`);
const ROLE = /^role (\S+) (added|removed)$/;
const REMINDER = /^(\d+)(?: → (.+))?$/;
/** A user's changed names, language and state: "givenName, status locked". */
const USER_CHANGES =
  /^(givenName|familyName|locale|status (active|locked|disabled))(, (givenName|familyName|locale|status (active|locked|disabled)))*$/;
/** Database ids and hashes a detail of an unknown form may carry. */
const IDS = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b|\b[0-9a-f]{32,}\b/gi;

/** A form of detail: which actions write it, its pattern, and how it reads. */
type Reader = [actions: RegExp, form: RegExp, read: (m: RegExpExecArray) => AuditDetail];

function readers(t: Translate, locale: Locale): Reader[] {
  const date = (iso: string) => formatDate(iso, locale);
  const every = (f: string) => t(`schedules.every.${f}`);
  const ANY = /./;
  return [
    [ANY, ARCHIVED, (m) => ({ text: t('audit.detail.archived'), technical: `SHA-256: ${m[1]}` })],
    [
      ANY,
      FROM_SCHEDULE,
      (m) => ({ text: t('audit.detail.fromSchedule', { frequency: every(m[1]), date: date(m[2]) }) }),
    ],
    [
      ANY,
      SCHEDULE,
      (m) => {
        const values = { frequency: every(m[1]), start: date(m[2]), end: m[3] ? date(m[3]) : '' };
        const when = t(m[3] ? 'audit.detail.schedule.between' : 'audit.detail.schedule.from', values);
        return { text: `${when}, ${t(`audit.detail.schedule.${m[4] === 'send' ? 'send' : 'draft'}`)}` };
      },
    ],
    [ANY, /^(paused|resumed)$/, (m) => ({ text: t(`audit.detail.${m[1]}`) })],
    [ANY, VERSION, (m) => ({ text: t('audit.detail.version', { version: m[1] }) })],
    [
      /^generated$/,
      /^(ubl|cii)$/i,
      (m) => ({ text: t('audit.detail.format', { format: m[1].toUpperCase() }) }),
    ],
    [
      /^payment-/,
      PAYMENT,
      (m) => ({
        text: t('audit.detail.payment', { amount: formatMoney(m[1], m[2], locale), date: date(m[3]) }),
      }),
    ],
    [ANY, ROLE, (m) => ({ text: t(`audit.detail.role.${m[2]}`, { role: t(`role.${m[1]}`) }) })],
    [
      /^reminder-created$/,
      REMINDER,
      (m) => ({
        text: m[2]
          ? t('audit.detail.reminderSent', { count: Number(m[1]), recipient: m[2] })
          : t('audit.detail.reminder', { count: Number(m[1]) }),
      }),
    ],
    [
      ANY,
      USER_CHANGES,
      (m) => ({
        text: m[0]
          .split(', ')
          .map((p) =>
            p.startsWith('status ')
              ? t(`audit.detail.${p.replace(' ', '.')}`)
              : t(`audit.detail.changed.${p}`),
          )
          .join(', '),
      }),
    ],
  ];
}

export function auditDetail(
  row: Pick<AuditRow, 'action' | 'detail'>,
  t: Translate,
  locale: Locale,
): AuditDetail {
  const detail = (row.detail ?? '').trim();
  if (!detail) return { text: '' };
  for (const [actions, form, read] of readers(t, locale)) {
    const m = actions.test(row.action) ? form.exec(detail) : null;
    if (m) return read(m);
  }
  const bare = detail.replace(IDS, '').replace(/\s+/g, ' ').trim();
  return bare === detail ? { text: detail } : { text: bare, technical: detail };
}

/** The entry's object: its type with the invoice number, user login or name, never an id. */
export function auditObject(
  row: Pick<AuditRow, 'objectType' | 'objectId' | 'objectLabel'>,
  t: Translate,
): string {
  const type = t(`audit.object.${row.objectType}`);
  if (row.objectLabel) return `${type} ${row.objectLabel}`;
  // a mail text is one per language: its id is the language
  if (row.objectType === 'mail-template' && /^(de|en)$/.test(row.objectId))
    return `${type} (${t(`locale.${row.objectId}`)})`;
  return type;
}
