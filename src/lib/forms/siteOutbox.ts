/**
 * This page's outbox (outbox.ts) with what the browser gives it: localStorage, a lock every tab of
 * the site shares (Web Locks), each form's check, and the e-mail client, which loads on the first
 * send. Made on first use, never on the server.
 */
import { siteConfig } from '../../site.config.ts';
import { importAgainAfterFailure } from '../importAgain.ts';
import { once } from '../once.ts';
import { missingEmailSettings, templateOf } from './emailSettings.ts';
import { createOutbox, SPACING_MS, type KeyValueStorage, type MessageCheck, type Outbox, type Transport } from './outbox.ts';

/** The forms' scripted check, loaded on first use: a form asks for it when first focused. */
export const loadChecks = importAgainAfterFailure(() => import('./schemas.ts'));

const importEmailClient = importAgainAfterFailure(() => import('@emailjs/browser'));

/** A storage call that a browser blocking site data, or a full storage, makes throw. */
function tryStorage<T>(call: () => T, fallback: T): T {
  try {
    return call();
  } catch {
    return fallback;
  }
}

/** The e-mail client, set up once; a form loads it when first focused, so a send still goes after the connection drops. */
export const loadEmailClient = once(async () => {
  const emailjs = await importEmailClient();
  // Headless blocking stays off: it would refuse some privacy-minded browsers, and the tests.
  // The client keeps the time of each form's last send here; where storage refuses, it sends without the limit.
  const storageProvider = {
    get: async (key: string) => tryStorage(() => localStorage.getItem(key), null),
    set: async (key: string, value: string) => tryStorage(() => localStorage.setItem(key, value), undefined),
    remove: async (key: string) => tryStorage(() => localStorage.removeItem(key), undefined),
  };
  emailjs.init({ publicKey: siteConfig.email.publicKey, blockHeadless: false, storageProvider }, siteConfig.email.origin);
  return emailjs;
});

const sendWithEmailClient: Transport = async (entry, { firstAttempt }) => {
  const missing = missingEmailSettings(entry.form);
  if (missing.length > 0) throw new Error(`E-mail is not configured: set ${missing.join(', ')} at build time`);
  const emailjs = await loadEmailClient();
  return emailjs.send(siteConfig.email.serviceId, templateOf(entry.form), entry.params, {
    // The visitor's own submit counts against the client's limit; retries are paced by the outbox.
    limitRate: firstAttempt ? { id: `itah-form-${entry.form}`, throttle: SPACING_MS } : { throttle: 0 },
  });
};

const passesCheck: MessageCheck = async (form, params) => {
  const result = (await loadChecks()).checkForm(form, params);
  return result.ok ? result.payload : undefined;
};

/**
 * Runs `task` under a lock every tab of the site shares. Where the browser has no Web Locks, or
 * refuses them (Chromium does when site data is blocked, and then no storage is shared either),
 * the task runs alone; a failure of the task itself is passed on, not run twice.
 */
async function withTabLock<T>(task: () => T): Promise<T> {
  if (!navigator.locks) return task();
  let started = false;
  try {
    return (await navigator.locks.request('itah-outbox', () => {
      started = true;
      return task();
    })) as T;
  } catch (error) {
    if (started) throw error;
    return task();
  }
}

let outbox: Outbox | undefined;

export function siteOutbox(): Outbox {
  outbox ??= createOutbox({
    storage: tryStorage<KeyValueStorage | undefined>(() => window.localStorage, undefined),
    transport: sendWithEmailClient,
    check: passesCheck,
    withLock: withTabLock,
  });
  return outbox;
}
