/** Notices to a user's current login address about changes of his credentials (no links). */
export type NoticeKind = 'login-change-requested' | 'login-changed' | 'password-changed';

const texts = {
  de: {
    'login-change-requested': (to: string) => ({
      subject: 'XR Web Capture: Änderung Ihrer Login-E-Mail-Adresse angefordert',
      body: `Guten Tag,\n\nfür Ihr Konto wurde angefordert, die Login-E-Mail-Adresse auf ${to} zu ändern. Die Änderung gilt erst, wenn der Link in der Mail an diese Adresse geöffnet wird.\n\nWenn Sie das nicht waren, ändern Sie bitte sofort Ihr Passwort und informieren Sie Ihren Administrator.\n`,
    }),
    'login-changed': (to: string) => ({
      subject: 'XR Web Capture: Login-E-Mail-Adresse geändert',
      body: `Guten Tag,\n\ndie Login-E-Mail-Adresse Ihres Kontos lautet jetzt ${to}. Alle Sitzungen wurden beendet.\n\nWenn Sie das nicht waren, informieren Sie bitte sofort Ihren Administrator.\n`,
    }),
    'password-changed': () => ({
      subject: 'XR Web Capture: Passwort geändert',
      body: 'Guten Tag,\n\ndas Passwort Ihres Kontos wurde geändert. Alle anderen Sitzungen wurden beendet.\n\nWenn Sie das nicht waren, setzen Sie bitte sofort Ihr Passwort zurück und informieren Sie Ihren Administrator.\n',
    }),
  },
  en: {
    'login-change-requested': (to: string) => ({
      subject: 'XR Web Capture: change of your login e-mail address requested',
      body: `Hello,\n\nsomeone asked to change the login e-mail address of your account to ${to}. The change only takes effect when the link in the mail to that address is opened.\n\nIf this was not you, please change your password at once and tell your administrator.\n`,
    }),
    'login-changed': (to: string) => ({
      subject: 'XR Web Capture: login e-mail address changed',
      body: `Hello,\n\nthe login e-mail address of your account is now ${to}. All sessions have been ended.\n\nIf this was not you, please tell your administrator at once.\n`,
    }),
    'password-changed': () => ({
      subject: 'XR Web Capture: password changed',
      body: 'Hello,\n\nthe password of your account has been changed. All other sessions have been ended.\n\nIf this was not you, please reset your password at once and tell your administrator.\n',
    }),
  },
} as const;

export function noticeMail(kind: NoticeKind, locale: string, newLogin = '') {
  return texts[locale === 'en' ? 'en' : 'de'][kind](newLogin);
}
