/**
 * Keyboard-only steps of the e2e tests: only `keyboard.press` / `keyboard.type`, never a click.
 * Every stop of the Tab key is checked for a visible focus indicator (WCAG 2.4.7); dialogs are
 * checked to take the focus when they open and to give it back to their trigger when they close.
 */
import type { Page } from 'playwright-core';

export interface Focused {
  /** accessible name as a user hears it: aria-label, the label, or the text */
  name: string;
  testId: string;
  tag: string;
  /** a focus ring (outline or box shadow) is drawn on the element or its visible control */
  ringVisible: boolean;
}

/** What has the focus now. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', testId: '', tag: 'body', ringVisible: false };
    const text = (node: Element | null | undefined) =>
      (node?.textContent ?? '').replace(/\*/g, '').replace(/\s+/g, ' ').trim();
    const labelled = el.getAttribute('aria-labelledby');
    const name =
      el.getAttribute('aria-label') ??
      ((labelled ? text(document.getElementById(labelled.split(' ')[0])) : '') ||
        text((el as HTMLInputElement).labels?.[0]) ||
        text(el));
    const drawn = (node: Element) => {
      const s = getComputedStyle(node);
      return (s.outlineStyle !== 'none' && Number.parseFloat(s.outlineWidth) > 0) || s.boxShadow !== 'none';
    };
    // visually hidden inputs (Chakra switches, checkboxes, radios) draw the ring on their control
    const control = el.closest('label')?.querySelector('[data-part="control"]');
    const hidden = el.getBoundingClientRect().width <= 1;
    const ringVisible = drawn(el) || (hidden && !!control && drawn(control));
    return { name, testId: el.dataset.testid ?? '', tag: el.tagName.toLowerCase(), ringVisible };
  });
}

export interface Walk {
  page: Page;
  /** focus stops that showed no focus indicator */
  invisible: string[];
}

/**
 * Presses Tab until the focused element's name matches `target` (or its data-testid equals it,
 * for a string starting with '#'), at most `max` times; notes every stop without visible focus.
 */
export async function tabTo(walk: Walk, target: RegExp | string, max = 250): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await walk.page.keyboard.press('Tab');
    const now = await focused(walk.page);
    if (now.tag !== 'body' && now.tag !== 'main' && !now.ringVisible) {
      const stop = `${now.tag} "${now.name.slice(0, 60)}"`;
      if (!walk.invisible.includes(stop)) walk.invisible.push(stop);
    }
    const hit = typeof target === 'string' ? now.testId === target.replace(/^#/, '') : target.test(now.name);
    if (hit) return now;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** Tabs to a text field and types into it (replacing what it holds). */
export async function typeInto(walk: Walk, label: RegExp, text: string): Promise<void> {
  await tabTo(walk, label);
  await walk.page.keyboard.press('ControlOrMeta+A');
  await walk.page.keyboard.type(text);
}

/** Tabs to a button or link and presses Enter. */
export async function activate(walk: Walk, target: RegExp | string): Promise<void> {
  await tabTo(walk, target);
  await walk.page.keyboard.press('Enter');
}

const inDialog = (page: Page) =>
  page.evaluate(() => !!document.activeElement?.closest('[role="dialog"], [role="alertdialog"]'));

/**
 * Activates `trigger`, checks that the dialog that opens holds the focus, answers it with the
 * button named `answer` (by Tab and Enter) and checks that the focus comes back to the trigger
 * when the trigger is still on the page. Returns the problems found (empty when all is well).
 */
export async function throughDialog(walk: Walk, trigger: RegExp | string, answer: RegExp): Promise<string[]> {
  const { page } = walk;
  const problems: string[] = [];
  await tabTo(walk, trigger);
  await page.evaluate(() => document.activeElement?.setAttribute('data-dialog-trigger', ''));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await dialog.waitFor();
  await page
    .waitForFunction(() => !!document.activeElement?.closest('[role="dialog"], [role="alertdialog"]'), null, {
      timeout: 3000,
    })
    .catch(() => problems.push(`${trigger}: the dialog did not take the focus`));
  for (let i = 0; i < 20; i++) {
    const now = await focused(page);
    if (answer.test(now.name) && (await inDialog(page))) break;
    if (!now.ringVisible && (await inDialog(page))) walk.invisible.push(`dialog ${now.tag} "${now.name}"`);
    await page.keyboard.press('Tab');
    if (!(await inDialog(page))) problems.push(`${trigger}: Tab left the open dialog`);
  }
  await page.keyboard.press('Enter');
  await dialog.waitFor({ state: 'detached' });
  const back = await page
    .waitForFunction(
      () => {
        const trigger = document.querySelector('[data-dialog-trigger]');
        return !trigger || document.activeElement === trigger;
      },
      null,
      { timeout: 3000 },
    )
    .then(
      () => true,
      () => false,
    );
  if (!back) problems.push(`${trigger}: the focus did not return to the trigger`);
  await page.evaluate(() =>
    document.querySelector('[data-dialog-trigger]')?.removeAttribute('data-dialog-trigger'),
  );
  return problems;
}
