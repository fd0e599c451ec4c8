import { CircleAlert } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { LIMITS, PHONE_PATTERN, type FieldSpec } from '../../lib/forms/formSpecs.ts';
import styles from './MessageForm.module.css';

export interface FormFieldProps {
  field: FieldSpec;
  /** Prefix that makes the ids unique on the page. */
  idPrefix: string;
  error?: string;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onFocus?: () => void;
}

/** One labelled input or text area; its browser attributes come from the field spec, its error is tied to it. */
export function FormField({ field, idPrefix, error, onChange, onFocus }: FormFieldProps) {
  const id = `${idPrefix}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const listId = field.suggestions ? `${id}-suggestions` : undefined;
  const control = {
    id,
    name: field.name,
    required: field.required,
    // No maxLength: the browser would cut a pasted text at the limit without a word, and send the
    // rest. The scripted check says when a field is too long instead, and keeps all of it.
    autoComplete: field.autoComplete,
    className: styles.control,
    onChange,
    onFocus,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={field.wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      {field.kind === 'textarea' ? (
        <textarea rows={7} {...control} />
      ) : field.kind === 'tel' ? (
        <input type="tel" inputMode="tel" pattern={PHONE_PATTERN} minLength={LIMITS.phoneMin} {...control} />
      ) : (
        // A field with suggestions shows the first as an example, so its chevron does not sit in an empty box.
        <input type={field.kind} list={listId} placeholder={field.suggestions && `e.g. ${field.suggestions[0]}`} {...control} />
      )}
      {field.suggestions && (
        <datalist id={listId}>
          {field.suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      )}
      {field.hint && (
        <p id={hintId} className={styles.hint}>
          {field.hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          <CircleAlert aria-hidden="true" size={16} className={styles.errorIcon} />
          {error}
        </p>
      )}
    </div>
  );
}
