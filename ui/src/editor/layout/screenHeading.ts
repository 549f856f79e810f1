/**
 * Where focus goes after a screen is chosen in the editor menu or the step selector: the new
 * screen's heading (not the top of the page), so that keyboard and screen-reader users land on
 * the content they asked for. The menu marks the wish, the next screen's heading takes it.
 */
let pending = false;

export const SCREEN_HEADING_ID = 'editor-screen-heading';

/** called by the menu and the step selector just before they navigate */
export function focusHeadingNext(): void {
  pending = true;
}

/** called once the new screen's heading is on the page; true when it took the focus */
export function takeHeadingFocus(heading: HTMLElement | null): boolean {
  if (!pending || !heading) return false;
  pending = false;
  heading.focus({ preventScroll: true });
  heading.scrollIntoView({ block: 'start' });
  return true;
}
