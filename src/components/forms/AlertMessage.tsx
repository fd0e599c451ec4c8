import styles from './validationAlert.module.css';

/** The failed-check alert's text, as the spec words it, then the fields to fix (a failed check has one at least), by their labels. */
export function AlertMessage({ text, fields }: { text: string; fields: readonly string[] }) {
  return (
    <>
      <p className={styles.text}>{text}</p>
      <ul className={styles.fields} aria-label="Fields to fix">
        {fields.map((field) => (
          <li key={field}>{field}</li>
        ))}
      </ul>
    </>
  );
}
