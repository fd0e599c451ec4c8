import { Send } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { useHydrated } from '../../hooks/useHydrated.ts';
import type { FormSpec } from '../../lib/forms/formSpecs.ts';
import { siteConfig } from '../../site.config.ts';
import buttonStyles from '../ui/Button.module.css';
import { FormField } from './FormField.tsx';
import { HeldNotice } from './HeldNotice.tsx';
import { Honeypot } from './Honeypot.tsx';
import styles from './MessageForm.module.css';
import { useMessageForm } from './useMessageForm.ts';

/**
 * The fields of a form spec, its honeypot and its submit button, named by the heading `labelledBy`.
 * `noValidate`: the scripted check (same rules as the attributes) shows the spec's alert and inline
 * errors instead of the browser's bubbles. The button stays off until the page is hydrated, so
 * nothing submits before the script can.
 */
export function MessageForm({ spec, labelledBy }: { spec: FormSpec; labelledBy: string }) {
  const idPrefix = useId();
  const hydrated = useHydrated();
  const { errors, phase, held, onSubmit, onChange, preload } = useMessageForm(spec);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // A field focused before this code ran had no onFocus: load what a submit needs now.
    if (formRef.current?.contains(document.activeElement)) preload();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form starts; preload only starts loads, each once.
  }, []);
  return (
    <form ref={formRef} className={styles.form} aria-labelledby={labelledBy} noValidate onSubmit={onSubmit}>
      <p className={styles.note}>All fields are required unless marked optional.</p>
      <noscript>
        <p className={styles.notice}>
          This form needs JavaScript, which is off in your browser. Write to us at{' '}
          <a href={`mailto:${siteConfig.enquiriesEmail}`}>{siteConfig.enquiriesEmail}</a> instead.
        </p>
      </noscript>
      <div className={styles.grid}>
        {spec.fields.map((field) => (
          <FormField key={field.name} field={field} idPrefix={idPrefix} error={errors[field.name]} onChange={onChange} onFocus={preload} />
        ))}
      </div>
      <Honeypot />
      <div className={styles.actions}>
        <button
          type="submit"
          className={`${buttonStyles.button} ${buttonStyles.primary} ${styles.submit}`}
          disabled={!hydrated}
          // Not `disabled` once the check runs: disabling the focused button threw focus to <body>.
          aria-disabled={hydrated && phase !== 'editing' ? true : undefined}
        >
          <Send aria-hidden="true" size={18} />
          {phase === 'sent' ? 'Sent' : spec.submitLabel}
        </button>
        {/* In the page from the start, so screen readers announce what appears in it; empty, it takes no room. */}
        <p role="status" className={held ? styles.held : styles.quiet}>
          {held && <HeldNotice />}
        </p>
      </div>
    </form>
  );
}
