import { useEffect } from 'react';

/** True when a key press belongs to a field the user is typing in. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Calls `open` on Ctrl+K / ⌘K anywhere in the app, and on `/` outside text fields (so typing a
 * slash in a form still types it).
 */
export function useSearchShortcut(open: () => void): void {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey) return;
      const k = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !typingIn(event.target);
      if (!k && !slash) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}
