import { useEffect, useEffectEvent } from 'react';

/** Set on <html> by the head script in index.html: the name of the control tapped before the app ran. */
const EARLY_TAP = 'data-early-tap';

/** Marks a control whose taps before the app has started should still count (see useEarlyTap). */
export const earlyTapName = (name: string) => ({ [EARLY_TAP]: name });

/**
 * On a slow phone the page shows well before its script runs, and a tap on a button then did
 * nothing. The head script notes the last marked control tapped meanwhile; this runs `onTap` for
 * it once the control's component has hydrated, and clears the note, which also ends its pressed
 * look (once the app runs, the script notes nothing more). `onTap` must be safe to run twice,
 * opening rather than toggling: a tap in the instant between hydration and this effect reaches
 * both React and the note.
 */
export function useEarlyTap(name: string, onTap: () => void): void {
  const tap = useEffectEvent(onTap);
  useEffect(() => {
    const root = document.documentElement;
    if (root.getAttribute(EARLY_TAP) !== name) return;
    root.removeAttribute(EARLY_TAP);
    tap();
  }, [name]);
}
