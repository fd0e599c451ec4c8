import { useState, type ChangeEvent, type FormEvent } from 'react';
import { HONEYPOT_NAME, plainLabel, toPayload, type FormSpec, type PayloadKey } from '../../lib/forms/formSpecs.ts';
import type { CheckResult, FieldErrors } from '../../lib/forms/schemas.ts';
import { loadChecks, loadEmailClient, siteOutbox } from '../../lib/forms/siteOutbox.ts';
import { destinationOf } from '../../routes/formDestinations.ts';
import { preloadToaster, showSuccessToast } from '../ui/toasts.tsx';
import { prepareBrowserCheck } from './browserFallbackCheck.ts';
import { useMoveOnAfterSend } from './useMoveOnAfterSend.ts';
import { showValidationAlert } from './validationAlert.tsx';

export type FormPhase = 'editing' | 'checking' | 'sent';

function readValues(form: HTMLFormElement): Record<string, string> {
  return Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, typeof value === 'string' ? value : '']));
}

/**
 * The submit flow of the spec: check; on failure the alert, inline errors and focus on the first
 * bad field; on success the message goes to the outbox (which stores it, then sends it), the toast
 * shows at once and 3.5 s later the visitor moves on, the history entry replaced and the form left
 * as it was. The check, the e-mail client and the toasts load when the form is first focused.
 */
export function useMessageForm(spec: FormSpec) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const [phase, setPhase] = useState<FormPhase>('editing');
  const { held, scheduleMoveOn, preloadDestination } = useMoveOnAfterSend(destinationOf[spec.id]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== 'editing') return;
    const form = event.currentTarget;
    const values = readValues(form);
    setPhase('checking');
    let result: CheckResult;
    try {
      result = (await loadChecks()).checkForm(spec.id, values);
    } catch {
      // The check could not load (connection lost): the browser's own validation, fed by the same specs, stands in.
      prepareBrowserCheck(form, spec);
      if (!form.reportValidity()) {
        setPhase('editing');
        return;
      }
      const trimmed = Object.fromEntries(Object.entries(readValues(form)).map(([key, value]) => [key, value.trim()]));
      result = { ok: true, payload: toPayload(spec, trimmed) };
    }
    if (!result.ok) {
      setErrors(result.errors);
      setPhase('editing');
      const firstInvalid = form.elements.namedItem(result.firstInvalid) as HTMLInputElement | null;
      // From the first field the alert names, above a phone's sheet; on a wide screen the alert then sets the page under itself.
      (firstInvalid?.labels?.[0] ?? firstInvalid)?.scrollIntoView({ block: 'start' });
      await showValidationAlert(spec.alertText, spec.fields.filter((field) => result.errors[field.name]).map(plainLabel), form);
      firstInvalid?.focus();
      return;
    }
    setErrors({});
    setPhase('sent');
    if (!values[HONEYPOT_NAME]) void siteOutbox().submit(spec.id, result.payload);
    // The spec's flow: the toast at once, the outbox does the rest. The toast library loaded when
    // the form was focused; if even that failed, the visitor still reaches the next page, which
    // says where the message is.
    void showSuccessToast('Successfully Sent!');
    scheduleMoveOn();
  }

  /** Clears or updates a field's inline error as the visitor corrects it. */
  async function onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const { name, value } = event.target;
    if (!(name in errors)) return;
    const message = (await loadChecks()).checkField(spec.id, name as PayloadKey, value);
    setErrors((current) => ({ ...current, [name]: message }));
  }

  /** On focus (each loads once): the check, the e-mail client, the toast and the page the form moves on to. */
  function preload(): void {
    void loadChecks().catch(() => undefined);
    void loadEmailClient().catch(() => undefined);
    preloadToaster();
    preloadDestination();
  }

  return { errors, phase, held, onSubmit, onChange, preload };
}
