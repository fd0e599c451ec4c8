import { useEffect } from 'react';
import { formSpecs, type FormId } from '../../lib/forms/formSpecs.ts';
import { restoreDraft } from './formDraft.ts';
import { MessageForm } from './MessageForm.tsx';

export interface MessageFormForProps {
  formId: FormId;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

/**
 * The message form of a spec named by its id: what MessageFormWhenNear loads, specs and all, in
 * one file. Once it runs, it fills in what was typed before the pre-rendered form gave way to a
 * move (MessageFormWhenNear.tsx), if it did.
 */
export function MessageFormFor({ formId, labelledBy }: MessageFormForProps) {
  useEffect(() => {
    const form = document.querySelector<HTMLFormElement>(`form[aria-labelledby="${CSS.escape(labelledBy)}"]`);
    if (form) restoreDraft(form);
  }, [labelledBy]);
  return <MessageForm spec={formSpecs[formId]} labelledBy={labelledBy} />;
}
