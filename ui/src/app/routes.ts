/**
 * The routes of spec §2 with their layout kind, title and guard needs. Editor routes come from
 * the editor (ui/src/editor/routes.tsx, `editorRoutes`), loaded by import when present.
 */
import { type Screen, screen } from './lazy';

export type LayoutKind = 'login' | 'dashboard' | 'masterdata' | 'invoice' | 'admin' | 'profile' | 'list';

export interface AppRoute {
  path: string;
  component: Screen;
  layout: LayoutKind;
  titleKey: string;
  /** needs a valid session (the route guard) */
  auth: boolean;
  /** needs the admin role */
  admin?: boolean;
}

interface EditorRoute {
  path: string;
  component: Screen;
  layout: LayoutKind;
  titleKey: string;
}

const editorModule = import.meta.glob<EditorRoute[]>('../editor/routes.tsx', {
  eager: true,
  import: 'editorRoutes',
});
const editorRoutes: EditorRoute[] = Object.values(editorModule)[0] ?? [];

const s = {
  login: screen(() => import('../screens/account/LoginScreen')),
  registration: screen(() => import('../screens/account/RegistrationScreen')),
  activation: screen(() => import('../screens/account/ActivationScreen')),
  passwordReset: screen(() => import('../screens/account/PasswordResetScreen')),
  passwordChange: screen(() => import('../screens/account/PasswordChangeScreen')),
  loginReset: screen(() => import('../screens/account/LoginResetScreen')),
  loginChange: screen(() => import('../screens/account/LoginChangeScreen')),
  userDelete: screen(() => import('../screens/account/UserDeleteScreen')),
  dashboard: screen(() => import('../screens/dashboard/DashboardScreen')),
  inProgress: screen(() =>
    import('../screens/lists/InvoiceListScreen').then((m) => ({ default: m.InProgressScreen })),
  ),
  sent: screen(() => import('../screens/lists/InvoiceListScreen').then((m) => ({ default: m.SentScreen }))),
  buyers: screen(() => import('../screens/directories/BuyerDirectoryScreen')),
  articles: screen(() => import('../screens/directories/ArticleDirectoryScreen')),
  address: screen(() => import('../screens/admin/AddressScreen')),
  addressDelete: screen(() => import('../screens/admin/AddressDeleteScreen')),
  users: screen(() => import('../screens/admin/UsersScreen')),
  userDetails: screen(() => import('../screens/admin/UserDetailsScreen')),
  auditLog: screen(() => import('../screens/admin/AuditLogScreen')),
  schedules: screen(() => import('../screens/recurring/SchedulesScreen')),
  mailTexts: screen(() => import('../screens/admin/MailTextsScreen')),
  archive: screen(() => import('../screens/archive/ArchiveScreen')),
  imprint: screen(() => import('../screens/legal/LegalScreen').then((m) => ({ default: m.ImprintScreen }))),
  privacy: screen(() => import('../screens/legal/LegalScreen').then((m) => ({ default: m.PrivacyScreen }))),
  terms: screen(() => import('../screens/legal/LegalScreen').then((m) => ({ default: m.TermsScreen }))),
  accessibility: screen(() => import('../screens/legal/AccessibilityScreen')),
  check: screen(() => import('../screens/check/CheckScreen')),
};

export const shellRoutes: AppRoute[] = [
  // default legal pages when the operator configures no addresses of their own (shell/legalLinks.ts)
  { path: '/imprint', component: s.imprint, layout: 'login', titleKey: 'title.imprint', auth: false },
  { path: '/privacy', component: s.privacy, layout: 'login', titleKey: 'title.privacy', auth: false },
  { path: '/terms', component: s.terms, layout: 'login', titleKey: 'title.terms', auth: false },
  // accessibility statement (BITV 2.0), linked from the footer
  {
    path: '/accessibility',
    component: s.accessibility,
    layout: 'login',
    titleKey: 'title.accessibility',
    auth: false,
  },
  // "Prüfen und anzeigen": an e-invoice checked in the browser, no login (issue 29)
  { path: '/check', component: s.check, layout: 'login', titleKey: 'title.check', auth: false },
  { path: '/', component: s.login, layout: 'login', titleKey: 'title.login', auth: false },
  {
    path: '/registration',
    component: s.registration,
    layout: 'login',
    titleKey: 'title.registration',
    auth: false,
  },
  {
    path: '/account-activation/:token',
    component: s.activation,
    layout: 'login',
    titleKey: 'title.activation',
    auth: false,
  },
  {
    path: '/password-reset',
    component: s.passwordReset,
    layout: 'login',
    titleKey: 'title.passwordReset',
    auth: false,
  },
  // the guard does not enforce a login here (spec §2); the screen itself offers the profile variant
  {
    path: '/password-change/:token?',
    component: s.passwordChange,
    layout: 'profile',
    titleKey: 'title.passwordChange',
    auth: false,
  },
  {
    path: '/login-reset',
    component: s.loginReset,
    layout: 'profile',
    titleKey: 'title.loginReset',
    auth: true,
  },
  {
    path: '/login-change/:token',
    component: s.loginChange,
    layout: 'login',
    titleKey: 'title.loginChange',
    auth: false,
  },
  {
    path: '/ssouser-delete',
    component: s.userDelete,
    layout: 'profile',
    titleKey: 'title.userDelete',
    auth: true,
  },
  {
    path: '/Dashboard',
    component: s.dashboard,
    layout: 'dashboard',
    titleKey: 'title.dashboard',
    auth: true,
  },
  {
    path: '/invoices-in-progress',
    component: s.inProgress,
    layout: 'list',
    titleKey: 'title.inProgress',
    auth: true,
  },
  { path: '/invoices-sent', component: s.sent, layout: 'list', titleKey: 'title.sent', auth: true },
  // the company's buyer and article directories (issue 16; not in the spec)
  { path: '/buyers', component: s.buyers, layout: 'list', titleKey: 'title.buyers', auth: true },
  { path: '/articles', component: s.articles, layout: 'list', titleKey: 'title.articles', auth: true },
  {
    path: '/address',
    component: s.address,
    layout: 'admin',
    titleKey: 'title.address',
    auth: true,
    admin: true,
  },
  {
    path: '/address-delete',
    component: s.addressDelete,
    layout: 'admin',
    titleKey: 'title.addressDelete',
    auth: true,
    admin: true,
  },
  { path: '/ssouser', component: s.users, layout: 'admin', titleKey: 'title.users', auth: true, admin: true },
  {
    path: '/ssouser-details/:id',
    component: s.userDetails,
    layout: 'admin',
    titleKey: 'title.userDetails',
    auth: true,
    admin: true,
  },
];

/** Recurring invoices and the audit trail (issue 16). */
const recurringRoutes: AppRoute[] = [
  { path: '/schedules', component: s.schedules, layout: 'list', titleKey: 'title.schedules', auth: true },
  {
    path: '/schedules/new/:invoiceId',
    component: s.schedules,
    layout: 'list',
    titleKey: 'title.schedules',
    auth: true,
  },
  { path: '/archive', component: s.archive, layout: 'list', titleKey: 'title.archive', auth: true },
  {
    path: '/mail-texts',
    component: s.mailTexts,
    layout: 'admin',
    titleKey: 'title.mailTexts',
    auth: true,
    admin: true,
  },
  {
    path: '/audit-log',
    component: s.auditLog,
    layout: 'admin',
    titleKey: 'title.auditLog',
    auth: true,
    admin: true,
  },
];

export const appRoutes: AppRoute[] = [
  ...shellRoutes,
  ...recurringRoutes,
  ...editorRoutes.map((r) => ({ ...r, auth: true })),
];
