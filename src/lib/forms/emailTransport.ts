/**
 * Sends an outbox entry through the e-mail provider's browser client. The client is imported on
 * the first send, never with the page. Contact and quote share one template, comments use their
 * own; ids, key and API origin come from the site config (build-time env, see .env.example).
 */
import { siteConfig } from '../../site.config.ts';
import { importAgainAfterFailure } from '../importAgain.ts';
import { once } from '../once.ts';
import { missingEmailSettings, templateOf } from './emailSettings.ts';
import type { OutboxEntry, SendContext } from './outbox.ts';

/** Decision 9: one send per form per 10 s from a browser, enforced by the client itself. */
export const RATE_LIMIT_MS = 10_000;

/** Runs a storage call; a browser that blocks site data, or a full storage, makes it throw. */
function tryStorage<T>(call: () => T, fallback: T): T {
  try {
    return call();
  } catch {
    return fallback;
  }
}

/**
 * Where the client keeps the time of the last send per form. It must be given: init() replaces the
 * client's default localStorage provider with whatever it receives, and without one the rate limit is off.
 * Where storage refuses, the send goes ahead without the limit rather than fail.
 */
const rateLimitStorage = {
  get: async (key: string) => tryStorage(() => localStorage.getItem(key), null),
  set: async (key: string, value: string) => tryStorage(() => localStorage.setItem(key, value), undefined),
  remove: async (key: string) => tryStorage(() => localStorage.removeItem(key), undefined),
};

const importClient = importAgainAfterFailure(() => import('@emailjs/browser'));

const loadClient = once(() =>
  importClient().then((emailjs) => {
    // Headless blocking stays off (decision 9): it would refuse some privacy-minded browsers, and the tests.
    emailjs.init(
      { publicKey: siteConfig.email.publicKey, blockHeadless: false, storageProvider: rateLimitStorage },
      siteConfig.email.origin,
    );
    return emailjs;
  }),
);

export async function sendWithEmailClient(entry: OutboxEntry, { firstAttempt }: SendContext): Promise<unknown> {
  const missing = missingEmailSettings(entry.form);
  if (missing.length > 0) throw new Error(`E-mail is not configured: set ${missing.join(', ')} at build time`);
  const emailjs = await loadClient();
  return emailjs.send(siteConfig.email.serviceId, templateOf(entry.form), entry.params, {
    // Retries are paced by the outbox's backoff; only the visitor's own submit counts against the limit.
    limitRate: firstAttempt ? { id: `itah-form-${entry.form}`, throttle: RATE_LIMIT_MS } : { throttle: 0 },
  });
}
