import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { missingEmailSettings } from '../../lib/forms/emailSettings.ts';
import { HONEYPOT_NAME, REDIRECT_DELAY_MS, toPayload, type FormSpec, type PayloadKey } from '../../lib/forms/formSpecs.ts';
import type * as ChecksModule from '../../lib/forms/schemas.ts';
import type { FieldErrors } from '../../lib/forms/schemas.ts';
import { siteOutbox } from '../../lib/forms/siteOutbox.ts';
import { once } from '../../lib/once.ts';
import { loadDestination } from '../../routes/formDestinations.ts';
import { showSuccessToast } from '../ui/toasts.tsx';
import { showValidationAlert } from './validationAlert.ts';

type Checks = typeof ChecksModule;

/** The scripted check loads on first use; a form also asks for it early, when the visitor first focuses it. */
const loadChecks = once(() => import('../../lib/forms/schemas.ts'));

export type FormPhase = 'editing' | 'checking' | 'sent';

const HELD_NOTICE =
  'You are offline, so the next page cannot open yet. Your message is kept in this browser and goes out as soon as the connection returns.';

function readValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, typeof value === 'string' ? value : '']));
}

/**
 * The submit flow of the spec with decision 7 under it: check; on failure the alert, inline errors
 * and focus on the first bad field; on success the message goes to the outbox (which sends it),
 * the toast shows at once and 3.5 s later the visitor moves on, the history entry replaced and the
 * form left as it was.
 */
export function useMessageForm(spec: FormSpec) {
  const navigate = useNavigate();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<FormPhase>('editing');
  /** What the form says under its button when the next page cannot open (offline). */
  const [heldNotice, setHeldNotice] = useState<string>();
  const redirect = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Aborted when the form leaves the page, so a late move (see moveOn) cannot take the visitor elsewhere. */
  const mounted = useRef<AbortController>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    mounted.current = controller;
    return () => {
      clearTimeout(redirect.current);
      controller.abort();
    };
  }, []);

  /**
   * Moves on to the form's next page, replacing this one in history. Offline, with the page not
   * loaded ahead, that move would end on the router's error page: the visitor stays here instead,
   * told where the message is, and moves on once the connection returns.
   */
  async function moveOn(): Promise<void> {
    const loaded = await loadDestination(spec.redirectTo);
    if (mounted.current?.signal.aborted) return;
    if (loaded) {
      navigate(spec.redirectTo, { replace: true });
      return;
    }
    setHeldNotice(HELD_NOTICE);
    window.addEventListener('online', () => void moveOn(), { once: true, signal: mounted.current?.signal });
  }

  useEffect(() => {
    const missing = missingEmailSettings(spec.id);
    if (import.meta.env.DEV && missing.length > 0) {
      console.warn(
        `E-mail is not configured, so the ${spec.id} form keeps messages in the browser outbox. Set ${missing.join(', ')} in .env.`,
      );
    }
  }, [spec.id]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'editing') return;
    const form = event.currentTarget;
    const values = readValues(form);
    setPhase('checking');
    let result: ReturnType<Checks['checkForm']>;
    try {
      result = (await loadChecks()).checkForm(spec.id, values);
    } catch {
      // The check could not load (connection lost): the browser's own validation, fed by the same specs, stands in.
      if (!form.reportValidity()) {
        setPhase('editing');
        return;
      }
      const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()]));
      result = { ok: true, payload: toPayload(spec, trimmed) };
    }
    if (!result.ok) {
      setErrors(result.errors);
      setPhase('editing');
      await showValidationAlert(spec.alertText);
      (form.elements.namedItem(result.firstInvalid) as HTMLElement | null)?.focus();
      return;
    }
    setErrors({});
    setPhase('sent');
    if (!values[HONEYPOT_NAME]) void siteOutbox().deliver(spec.id, result.payload);
    // The spec's flow: the toast at once, the outbox does the rest. Without the toast library
    // (connection lost) the visitor still reaches the next page, which says where the message is.
    void showSuccessToast('Successfully Sent!');
    redirect.current = setTimeout(() => void moveOn(), REDIRECT_DELAY_MS);
  }

  /** Clears or updates a field's inline error as the visitor corrects it. */
  async function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    if (!(name in errors)) return;
    const message = (await loadChecks()).checkField(spec.id, name as PayloadKey, value);
    setErrors((current) => ({ ...current, [name]: message }));
  }

  /** On first focus: the check, and the page the form moves on to (see moveOn). */
  function preload(): void {
    void loadChecks().catch(() => undefined);
    void loadDestination(spec.redirectTo);
  }

  return { errors, phase, heldNotice, onSubmit, onChange, preload };
}
