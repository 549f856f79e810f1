/**
 * The tables that database code queries: import them from here, not from `./schema` (the SQLite
 * definitions drizzle-kit reads). On PostgreSQL `useTablesOf('pg')` (connection.ts) swaps in the
 * tables of `./schema-pg` of the same names and columns, so one data-access layer serves both
 * engines; their TypeScript types are the SQLite ones. One engine per process.
 */

import * as sqlite from './schema';
import * as pg from './schema-pg';

type Tables = typeof sqlite;

export let settings: Tables['settings'] = sqlite.settings;
export let companies: Tables['companies'] = sqlite.companies;
export let users: Tables['users'] = sqlite.users;
export let userRoles: Tables['userRoles'] = sqlite.userRoles;
export let refreshTokens: Tables['refreshTokens'] = sqlite.refreshTokens;
export let mailTokens: Tables['mailTokens'] = sqlite.mailTokens;
export let masterdata: Tables['masterdata'] = sqlite.masterdata;
export let companyBranding: Tables['companyBranding'] = sqlite.companyBranding;
export let invoices: Tables['invoices'] = sqlite.invoices;
export let invoiceCounts: Tables['invoiceCounts'] = sqlite.invoiceCounts;
export let attachments: Tables['attachments'] = sqlite.attachments;
export let mailOutbox: Tables['mailOutbox'] = sqlite.mailOutbox;
export let deliveryOutbox: Tables['deliveryOutbox'] = sqlite.deliveryOutbox;
export let textResources: Tables['textResources'] = sqlite.textResources;
export let leitwegDirectory: Tables['leitwegDirectory'] = sqlite.leitwegDirectory;
export let invoiceNumberCounters: Tables['invoiceNumberCounters'] = sqlite.invoiceNumberCounters;
export let invoiceArchive: Tables['invoiceArchive'] = sqlite.invoiceArchive;
export let auditLog: Tables['auditLog'] = sqlite.auditLog;
export let schedules: Tables['schedules'] = sqlite.schedules;
export let scheduleRuns: Tables['scheduleRuns'] = sqlite.scheduleRuns;
export let jobLeases: Tables['jobLeases'] = sqlite.jobLeases;
export let mailTemplates: Tables['mailTemplates'] = sqlite.mailTemplates;
export let mailLog: Tables['mailLog'] = sqlite.mailLog;
export let buyers: Tables['buyers'] = sqlite.buyers;
export let articles: Tables['articles'] = sqlite.articles;
export let rateLimitHits: Tables['rateLimitHits'] = sqlite.rateLimitHits;
export let loginFailures: Tables['loginFailures'] = sqlite.loginFailures;
export let accessDenylist: Tables['accessDenylist'] = sqlite.accessDenylist;
export let listVersions: Tables['listVersions'] = sqlite.listVersions;
export let invoicePayments: Tables['invoicePayments'] = sqlite.invoicePayments;

let engine: 'sqlite' | 'pg' = 'sqlite';

/** Switches the tables to the engine's module (refused when the process already uses the other). */
export function useTablesOf(kind: 'sqlite' | 'pg', opened: boolean): void {
  if (kind === engine) return;
  if (opened) throw new Error(`this process already uses ${engine}; one engine per process`);
  engine = kind;
  const t = (kind === 'pg' ? pg : sqlite) as unknown as Tables;
  settings = t.settings;
  companies = t.companies;
  users = t.users;
  userRoles = t.userRoles;
  refreshTokens = t.refreshTokens;
  mailTokens = t.mailTokens;
  masterdata = t.masterdata;
  companyBranding = t.companyBranding;
  invoices = t.invoices;
  invoiceCounts = t.invoiceCounts;
  attachments = t.attachments;
  mailOutbox = t.mailOutbox;
  deliveryOutbox = t.deliveryOutbox;
  textResources = t.textResources;
  leitwegDirectory = t.leitwegDirectory;
  invoiceNumberCounters = t.invoiceNumberCounters;
  invoiceArchive = t.invoiceArchive;
  auditLog = t.auditLog;
  schedules = t.schedules;
  scheduleRuns = t.scheduleRuns;
  jobLeases = t.jobLeases;
  mailTemplates = t.mailTemplates;
  mailLog = t.mailLog;
  buyers = t.buyers;
  articles = t.articles;
  rateLimitHits = t.rateLimitHits;
  loginFailures = t.loginFailures;
  accessDenylist = t.accessDenylist;
  listVersions = t.listVersions;
  invoicePayments = t.invoicePayments;
}
