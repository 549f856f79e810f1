/**
 * The server process of the e2e harness: `startServer` of server/src/main.ts with the settings the
 * harness passes in the environment (the token lifetimes etc. are read by the server itself).
 * Prints "listening on <url>" once ready.
 */
import { startServer } from '../../server/src/main';

const { url } = await startServer({
  port: 0,
  databasePath: process.env.DATABASE_URL,
  smtpUrl: process.env.SMTP_URL,
  demo: process.env.XR_E2E_DEMO === '1',
  uiDist: process.env.XR_E2E_UI_DIST,
});
console.log(`listening on ${url}`);
