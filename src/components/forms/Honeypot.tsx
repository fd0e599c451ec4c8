import { useId } from 'react';
import { HONEYPOT_NAME } from '../../lib/forms/formSpecs.ts';

/**
 * A field people never see, hear or reach with the keyboard; form-filling bots do fill it, and a
 * filled one makes the form skip the send while showing the normal success.
 */
export function Honeypot() {
  const id = useId();
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
