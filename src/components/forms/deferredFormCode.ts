/**
 * The code of the deferred message form (MessageFormWhenNear.tsx): when it is asked for, and
 * whether it failed to arrive. Module state, as there is one such form per page.
 */
import { connectionBack } from '../../lib/connectionBack.ts';
import { importAgainAfterFailure } from '../../lib/importAgain.ts';
import { createListeners } from '../../lib/listeners.ts';
import type * as MessageFormForModule from './MessageFormFor.tsx';

/** How long to wait before trying again when the code did not arrive and the browser does not report going offline. */
const RETRY_MS = 15_000;

let requestCode = () => {};
const codeRequested = new Promise<void>((resolve) => {
  requestCode = resolve;
});

/** Asks for the form's code; the first call starts the load, later ones do nothing. */
export const requestFormCode = () => requestCode();

/**
 * Why the form's code is not there, while it is tried again: 'offline' once it has failed, most
 * likely for want of a connection (tried again when one returns); 'unavailable' once it has failed
 * again and again with the browser online, as when its file is gone after a new release of the
 * site, which only a fresh load of the page mends.
 */
export type FormCodeMissing = false | 'offline' | 'unavailable';
/** Failures with the browser online after which the code counts as unavailable. */
const UNAVAILABLE_AFTER = 3;

let codeMissing: FormCodeMissing = false;
const codeMissingChanges = createListeners();
function setCodeMissing(missing: FormCodeMissing) {
  codeMissing = missing;
  codeMissingChanges.notify();
}
export const formCodeMissing = () => codeMissing;
export const subscribeToFormCodeMissing = codeMissingChanges.subscribe;

const importForm = importAgainAfterFailure(() => import('./MessageFormFor.tsx'));

/**
 * The form's module once it has been asked for and has arrived. The pre-renderer has it at once.
 * In the browser, code that does not arrive is tried again when the connection returns, for as
 * long as it takes: never given up for an error view, which would replace the pre-rendered form,
 * and with it what the visitor typed. Where it keeps failing online, the notice offers a fresh
 * load of the page, which keeps what was typed (formDraft.ts).
 */
export async function formCode(): Promise<typeof MessageFormForModule> {
  if (import.meta.env.SSR) return importForm();
  await codeRequested;
  let failuresOnline = 0;
  for (;;) {
    try {
      const loaded = await importForm();
      setCodeMissing(false);
      return loaded;
    } catch {
      if (navigator.onLine) failuresOnline += 1;
      setCodeMissing(failuresOnline >= UNAVAILABLE_AFTER ? 'unavailable' : 'offline');
      await connectionBack(RETRY_MS);
    }
  }
}
