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

/** Whether the form's code failed to arrive and is being tried again. */
let codeMissing = false;
const codeMissingChanges = createListeners();
function setCodeMissing(missing: boolean) {
  codeMissing = missing;
  codeMissingChanges.notify();
}
export const isFormCodeMissing = () => codeMissing;
export const subscribeToFormCodeMissing = codeMissingChanges.subscribe;

const importForm = importAgainAfterFailure(() => import('./MessageFormFor.tsx'));

/**
 * The form's module once it has been asked for and has arrived. The pre-renderer has it at once.
 * In the browser, code that does not arrive is tried again when the connection returns, for as
 * long as it takes: never given up for an error view, which would replace the pre-rendered form,
 * and with it what the visitor typed.
 */
export async function formCode(): Promise<typeof MessageFormForModule> {
  if (import.meta.env.SSR) return importForm();
  await codeRequested;
  for (;;) {
    try {
      const loaded = await importForm();
      setCodeMissing(false);
      return loaded;
    } catch {
      setCodeMissing(true);
      await connectionBack(RETRY_MS);
    }
  }
}
