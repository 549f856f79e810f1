/**
 * Account mails in German and English (by the user's locale, chosen at registration or by the
 * admin who invited them). The link carries the language (`?lang=en`), so the page it opens speaks
 * the mail's language in any browser.
 */
export type MailKind = 'activation' | 'reset' | 'login-change' | 'invoice';

interface Texts {
  subject: string;
  body: (link: string) => string;
}

const texts: Record<'de' | 'en', Record<Exclude<MailKind, 'invoice'>, Texts>> = {
  de: {
    activation: {
      subject: 'XR Web Capture: Konto aktivieren',
      body: (link) =>
        `Guten Tag,\n\nfür Sie wurde ein Konto in XR Web Capture angelegt. Bitte vergeben Sie über diesen Link ein Passwort, um das Konto zu aktivieren:\n\n${link}\n\nDer Link ist nur begrenzt gültig.\n`,
    },
    reset: {
      subject: 'XR Web Capture: Passwort zurücksetzen',
      body: (link) =>
        `Guten Tag,\n\nSie haben das Zurücksetzen Ihres Passworts angefordert. Über diesen Link vergeben Sie ein neues Passwort:\n\n${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n`,
    },
    'login-change': {
      subject: 'XR Web Capture: neue Login-E-Mail-Adresse bestätigen',
      body: (link) =>
        `Guten Tag,\n\nbitte bestätigen Sie über diesen Link, dass diese Adresse Ihre neue Login-E-Mail-Adresse wird:\n\n${link}\n`,
    },
  },
  en: {
    activation: {
      subject: 'XR Web Capture: activate your account',
      body: (link) =>
        `Hello,\n\nan account has been created for you in XR Web Capture. Please set a password with this link to activate it:\n\n${link}\n\nThe link is valid for a limited time only.\n`,
    },
    reset: {
      subject: 'XR Web Capture: reset your password',
      body: (link) =>
        `Hello,\n\nyou asked to reset your password. Set a new password with this link:\n\n${link}\n\nIf you did not ask for this, ignore this e-mail.\n`,
    },
    'login-change': {
      subject: 'XR Web Capture: confirm your new login e-mail address',
      body: (link) =>
        `Hello,\n\nplease confirm with this link that this address becomes your new login e-mail address:\n\n${link}\n`,
    },
  },
};

const paths: Record<Exclude<MailKind, 'invoice'>, string> = {
  activation: 'account-activation',
  reset: 'password-change',
  'login-change': 'login-change',
};

export function accountMail(
  kind: Exclude<MailKind, 'invoice'>,
  locale: string,
  publicUrl: string,
  token: string,
) {
  const lang = locale === 'en' ? 'en' : 'de';
  const t = texts[lang][kind];
  const link = `${publicUrl}/weberfassung/${paths[kind]}/${encodeURIComponent(token)}?lang=${lang}`;
  return { subject: t.subject, body: t.body(link), link };
}
