/**
 * Accessibility steps of the e2e tests: axe-core (the plain script, injected into the page) with
 * the WCAG 2.0 / 2.1 level A and AA rules, findings as readable lines; the width check of WCAG
 * 1.4.10 (reflow); whether a row of controls fits one line.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Locator, Page } from 'playwright-core';

// Evaluated through the browser's debugging protocol, not as a <script> element: the page's
// Content-Security-Policy (script-src 'self') rightly refuses an inline test script.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The rule set BITV 2.0 asks for through EN 301 549: WCAG 2.1 level AA (with 2.0). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/**
 * Runs axe on the page as it is now and returns one line per violated rule, naming the screen,
 * the rule, its impact and up to three offending elements. An empty list means no violation.
 */
export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // measure what the user sees once dialogs and toasts have finished fading in
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = (await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    })) as { violations: unknown[] };
    return result.violations;
  }, WCAG_TAGS)) as AxeViolation[];
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
        .slice(0, 3)
        .map(
          (n) =>
            `${n.target.join(' ')}${n.failureSummary ? ` [${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`,
        )
        .join(' | ')}${v.nodes.length > 3 ? ` (+${v.nodes.length - 3} more)` : ''}`,
  );
}

/**
 * How far the page scrolls sideways (0 = it fits the viewport's width): the document, and below
 * 768 px the page frame's own scroll box (`data-scroll-root`, see app/Layout.tsx).
 */
/**
 * The boxes of `row`'s children when they do not all share one line (each must overlap every
 * other vertically), else an empty list: a pager or toolbar that wrapped shows its boxes.
 */
export const notOnOneLine = (row: Locator): Promise<string[]> =>
  row.evaluate((el) => {
    const boxes = [...el.children].map((c) => c.getBoundingClientRect());
    const lowestTop = Math.max(...boxes.map((b) => b.top));
    const highestBottom = Math.min(...boxes.map((b) => b.bottom));
    return lowestTop < highestBottom ? [] : boxes.map((b) => `${Math.round(b.top)}–${Math.round(b.bottom)}`);
  });

export const sidewaysScroll = (page: Page): Promise<number> =>
  page.evaluate(() =>
    Math.max(
      ...[document.documentElement, ...document.querySelectorAll('[data-scroll-root]')].map(
        (e) => e.scrollWidth - e.clientWidth,
      ),
    ),
  );

/**
 * Form controls of the editor screen that a screen reader could not fully announce: a control
 * without a label, or one whose description (aria-describedby) lacks its BT id and help text
 * (advanced mode) or names a BT id (easy mode, `easy`: no numbers of the standard there).
 */
export const unlabelledFields = (page: Page, where: string, easy = false): Promise<string[]> =>
  page.evaluate(
    ([where, easy]) => {
      const controls = [
        ...document.querySelectorAll<HTMLInputElement>('[data-screen] form :is(input, select, textarea)'),
      ].filter(
        (el) =>
          el.type !== 'hidden' &&
          el.type !== 'file' &&
          (el.getClientRects().length > 0 || el.closest('label')),
      );
      const text = (ids: string | null) =>
        (ids ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ');
      return controls.flatMap((el) => {
        const label =
          el.labels?.[0]?.textContent?.trim() ||
          el.getAttribute('aria-label') ||
          text(el.getAttribute('aria-labelledby'));
        const described = text(el.getAttribute('aria-describedby'));
        const problems = [
          label ? '' : 'no label',
          // advanced mode: the BT id in the help text; easy mode: none (issue 27). The letter texts
          // (introduction, closing) are no EN 16931 term and have none.
          /\b(BT|BG)-\d+/.test(described) === !easy || /(Introduction|Closing)_text$/.test(el.id)
            ? ''
            : easy
              ? 'a BT id in easy mode'
              : 'no BT id in its description',
        ].filter(Boolean);
        return problems.length ? [`${where}: ${el.id || el.name} "${label}" ${problems.join(', ')}`] : [];
      });
    },
    [where, easy] as const,
  );
