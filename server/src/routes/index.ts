/** Every feature's routes, mounted under the base path by `createApp`. */
import type { Hono } from 'hono';
import type { AppEnv, Deps } from '../context';
import { accountRoutes } from './accounts/routes';
import { sessionRoutes } from './session/routes';

export const routeFactories: ((deps: Deps) => Hono<AppEnv>)[] = [sessionRoutes, accountRoutes];
