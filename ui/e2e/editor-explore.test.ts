import { afterAll, beforeAll, it } from 'vitest';
import { logIn } from './editor-login';
import { type Harness, startHarness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ demo: true });
});
afterAll(async () => h?.close());

it('explore', async () => {
  const p = h.page;
  p.on('console', (m) => {
    if (m.type() === 'error') console.log('console:', m.text());
  });
  p.on('pageerror', (e) => console.log('pageerror:', e.message));
  await logIn(h, p);
  await p.screenshot({ path: '/tmp/shots/after-login.png', fullPage: true });
  console.log(p.url());
  await p.getByRole('button', { name: 'Rechnung erstellen' }).click();
  await p.waitForURL(/SummaryView/);
  await p.screenshot({ path: '/tmp/shots/summary.png', fullPage: true });
  await p.getByTestId('menu-SellerInformationView').click();
  await p.waitForTimeout(800);
  await p.screenshot({ path: '/tmp/shots/seller.png', fullPage: true });
  await p.getByTestId('menu-InvoiceLines').click();
  await p.getByRole('button', { name: 'Position hinzufügen' }).click();
  await p.waitForTimeout(800);
  await p.screenshot({ path: '/tmp/shots/lines.png', fullPage: true });
  await p.goto(h.url('/MasterdataView'));
  await p.waitForTimeout(1500);
  await p.screenshot({ path: '/tmp/shots/md.png', fullPage: true });
});
