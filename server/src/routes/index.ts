/** Every feature's routes, mounted under the base path by `createApp`. */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { accountRoutes } from './accounts/routes';
import { archiveRoutes } from './archive/routes';
import { articleRoutes } from './articles/routes';
import { auditRoutes } from './audit/routes';
import { buyerRoutes } from './buyers/routes';
import { companyRoutes } from './company/routes';
import { deliveryRoutes } from './delivery/routes';
import { generationRoutes } from './generation/routes';
import { invoiceRoutes } from './invoices/routes';
import { mailTemplateRoutes } from './mail-templates/routes';
import { masterdataRoutes } from './masterdata/routes';
import { numberingRoutes } from './numbering/routes';
import { openapiRoutes } from './openapi/routes';
import { paymentRoutes } from './payments/routes';
import { resourceRoutes } from './resources/routes';
import { scheduleRoutes } from './schedules/routes';
import { sessionRoutes } from './session/routes';
import { userRoutes } from './users/routes';
import { brandingRoutes } from './visual/branding';
import { visualRoutes } from './visual/routes';

export const routeFactories: ((deps: Deps) => Hono<AppEnv>)[] = [
  sessionRoutes,
  accountRoutes,
  companyRoutes,
  userRoutes,
  brandingRoutes,
  masterdataRoutes,
  visualRoutes,
  invoiceRoutes,
  paymentRoutes,
  numberingRoutes,
  generationRoutes,
  deliveryRoutes,
  resourceRoutes,
  archiveRoutes,
  auditRoutes,
  scheduleRoutes,
  mailTemplateRoutes,
  buyerRoutes,
  articleRoutes,
  openapiRoutes,
];
