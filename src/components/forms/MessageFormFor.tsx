import { formSpecs, type FormId } from '../../lib/forms/formSpecs.ts';
import { MessageForm } from './MessageForm.tsx';

export interface MessageFormForProps {
  formId: FormId;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/** The message form of a spec named by its id: what MessageFormWhenNear loads, specs and all, in one file. */
export function MessageFormFor({ formId, labelledBy }: MessageFormForProps) {
  return <MessageForm spec={formSpecs[formId]} labelledBy={labelledBy} />;
}
