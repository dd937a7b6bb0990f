// React 19 builds `new FormData(form, submitter)` when a submit handler starts a transition (a navigation, as the
// Find a Person search does). Node's FormData, which jest-fixed-jsdom puts in the window, takes no form: read the
// form's named fields the way a browser does.
const NodeFormData = globalThis.FormData;

class FormDataOfForm extends NodeFormData {
  constructor(form?: HTMLFormElement) {
    super();
    for (const field of Array.from(form?.elements ?? []) as HTMLInputElement[]) {
      const unchecked = (field.type === 'checkbox' || field.type === 'radio') && !field.checked;
      if (field.name && !field.disabled && !unchecked && field.type !== 'submit' && field.type !== 'file') this.append(field.name, field.value);
    }
  }
}

Object.assign(globalThis, { FormData: FormDataOfForm });
