/** Heavy work off the event loop (CONTRACTS: routes call `runJob`, never the XML part directly). */
import type { AuthUser } from '../context';
import type { JobName, Jobs } from './jobs';
import { workPool } from './pool';

export { configureWork, type WorkOptions, WorkPool, workPool } from './pool';
export { checkXmlShape, MAX_XML_DEPTH, MAX_XML_ELEMENTS } from './xml-limits';

export const runJob = <N extends JobName>(me: AuthUser, job: N, arg: Parameters<Jobs[N]>[0]) =>
  workPool().run(`${me.companyId}:${me.id}`, job, arg);
