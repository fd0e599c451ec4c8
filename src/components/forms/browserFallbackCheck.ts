import { characterCount, tooLongMessage, withPlainSpaces, type FormSpec } from '../../lib/forms/formSpecs.ts';

/**
 * Readies a form for the browser's own validation, which stands in when the scripted check cannot
 * load: the inputs carry no maxlength (it would cut pasted text short), so the length limits are
 * set as custom validity here, and a copied phone number's no-break spaces are made plain, as the
 * scripted check does, so the pattern accepts it.
 */
export function prepareBrowserCheck(form: HTMLFormElement, spec: FormSpec): void {
  for (const field of spec.fields) {
    const control = form.elements.namedItem(field.name);
    if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) continue;
    if (field.kind === 'tel') control.value = withPlainSpaces(control.value);
    const value = control.value.trim();
    control.setCustomValidity(characterCount(value) > field.maxLength ? tooLongMessage(field, value) : '');
  }
}
