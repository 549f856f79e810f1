/** Every feature's routes, mounted under the base path by `createApp`. */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { accountRoutes } from './accounts/routes';
import { articleRoutes } from './articles/routes';
import { buyerRoutes } from './buyers/routes';
import { companyRoutes } from './company/routes';
import { generationRoutes } from './generation/routes';
import { invoiceRoutes } from './invoices/routes';
import { masterdataRoutes } from './masterdata/routes';
import { numberingRoutes } from './numbering/routes';
import { openapiRoutes } from './openapi/routes';
import { resourceRoutes } from './resources/routes';
import { sessionRoutes } from './session/routes';
import { userRoutes } from './users/routes';

export const routeFactories: ((deps: Deps) => Hono<AppEnv>)[] = [
  sessionRoutes,
  accountRoutes,
  companyRoutes,
  userRoutes,
  masterdataRoutes,
  invoiceRoutes,
  numberingRoutes,
  generationRoutes,
  resourceRoutes,
  buyerRoutes,
  articleRoutes,
  openapiRoutes,
];
