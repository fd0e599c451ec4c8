/**
 * What was typed into a form, kept across one fresh load of the page in this tab: the deferred
 * form offers that load when its code cannot arrive (MessageFormWhenNear.tsx), and the load must
 * not cost the visitor their text. In sessionStorage, so it stays with this tab only.
 */
const DRAFT_KEY = 'itah:form-draft';

interface Draft {
  path: string;
  values: Record<string, string>;
}

type TextControl = HTMLInputElement | HTMLTextAreaElement;

/** The form's text fields a visitor can reach: not the honeypot, hidden from everyone. */
const visitorFields = (form: HTMLFormElement): TextControl[] =>
  [...form.elements].filter(
    (element): element is TextControl =>
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      element.name !== '' &&
      !element.closest('[aria-hidden="true"]'),
  );

/** Keeps the form's filled-in fields for the next load of this page. */
export function keepDraft(form: HTMLFormElement): void {
  const values = Object.fromEntries(visitorFields(form).flatMap((field) => (field.value ? [[field.name, field.value]] : [])));
  if (Object.keys(values).length === 0) return;
  const draft: Draft = { path: window.location.pathname, values };
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Storage refused (blocked, full): the load goes ahead, as it would have without this.
  }
}

/** The draft kept on this page, taken out of storage; none if it was kept on another. */
function takeDraft(): Draft | undefined {
  try {
    const stored = sessionStorage.getItem(DRAFT_KEY);
    const draft = stored === null ? undefined : (JSON.parse(stored) as Partial<Draft>);
    if (draft?.path !== window.location.pathname || typeof draft.values !== 'object' || draft.values === null) return undefined;
    sessionStorage.removeItem(DRAFT_KEY);
    return draft as Draft;
  } catch {
    return undefined;
  }
}

/**
 * Puts a draft kept on this page back into its form's empty fields, once; says whether it did.
 * Works on the pre-rendered form too: hydration leaves the fields' values alone.
 */
export function restoreDraft(form: HTMLFormElement): boolean {
  const draft = takeDraft();
  if (!draft) return false;
  let restored = false;
  for (const field of visitorFields(form)) {
    const value = draft.values[field.name];
    if (typeof value !== 'string' || field.value !== '') continue;
    field.value = value;
    restored = true;
  }
  return restored;
}
