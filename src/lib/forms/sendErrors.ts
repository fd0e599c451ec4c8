/**
 * The e-mail client rejects in three shapes: a response status object ({status, text}: 0 'Network
 * Error', 429, 451, 5xx …), a plain string (its setup errors: missing key, service or template), or a
 * thrown Error (a TypeError when fetch fails, or a failed chunk import). All of them mean "not
 * delivered"; this turns any of them into one line for the log and the outbox entry.
 */
interface ResponseStatus {
  status: number;
  text?: string;
}

const isResponseStatus = (error: unknown): error is ResponseStatus =>
  typeof error === 'object' && error !== null && typeof (error as ResponseStatus).status === 'number';

export function describeSendError(error: unknown): string {
  if (typeof error === 'string') return error || 'Unknown error';
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (isResponseStatus(error)) return `${error.status} ${error.text ?? ''}`.trim();
  return 'Unknown error';
}
