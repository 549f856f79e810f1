/**
 * Focus after a navigation entry was chosen (top navigation, the narrow "Menü", the user menu,
 * the administration's links): it goes to the new screen's heading (h1), so that a keyboard or
 * screen reader user starts reading the screen they asked for instead of staying on the menu.
 */

/** How long the new screen may take to show its heading (its code loads on first use). */
const WAIT_MS = 5000;

/**
 * Called when a navigation entry for `href` (an app path such as "/invoices-sent") is chosen:
 * once the address shows that path and the main content has its h1, the h1 takes the focus.
 * Starts on the next frame, after a closing menu has given the focus back to its button.
 */
export function focusHeadingOf(href: string): void {
  const until = Date.now() + WAIT_MS;
  const step = () => {
    const arrived = window.location.pathname.endsWith(href);
    const heading = arrived ? document.querySelector<HTMLElement>('main h1') : null;
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus();
      return;
    }
    if (Date.now() < until) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
