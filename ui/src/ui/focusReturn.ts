/**
 * Where focus was before it entered a toast: it goes back there when the toast is closed (no
 * focus lost on a removed button), or to the main content when that element is gone too.
 */
let focusBefore: HTMLElement | null = null;

/** onFocus of a toast: remembers the element focus came from, when it came from outside. */
export function rememberFocusFrom(e: {
  relatedTarget: EventTarget | null;
  currentTarget: HTMLElement;
}): void {
  const from = e.relatedTarget as HTMLElement | null;
  if (from && !e.currentTarget.contains(from)) focusBefore = from;
}

/** After a toast was closed: focus back where it was (once the toast has left the DOM). */
export function returnFocus(): void {
  const target = focusBefore;
  focusBefore = null;
  setTimeout(() => {
    const back = target?.isConnected ? target : document.querySelector<HTMLElement>('main, [role="main"]');
    if (back && !back.hasAttribute('tabindex') && back.tagName === 'MAIN')
      back.setAttribute('tabindex', '-1');
    back?.focus();
  }, 0);
}
