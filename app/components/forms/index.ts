/**
 * Field kit (forms engineer). Everything here is built on remix-validated-form 5 and works with JS off.
 *
 * Usage:
 *   import { PostForm, Field, PhoneField, ConsentCheckbox, Honeypot, FormError, SubmitButton } from "~/components/forms";
 *   const validator = formValidator(mySchema);     // module scope, from ~/forms/form-validator
 *   <PostForm id="checkout" validator={validator} action="/checkout">   // method="post"; add `multipart` for files
 *     <Field name="email" type="email" label="Email" required inputProps={{ autoComplete: "email" }} />
 *     <PhoneField />                                // name "phone", hint, imask lazy-loaded in the browser
 *     <TextArea name="comment" label="Комментарий" />
 *     <ConsentCheckbox />                           // field "consent" + hidden "consent_version", text from root data
 *     <Honeypot />                                  // field "fax", must stay empty (fields.ts `honeypot`)
 *     <FormError />                                 // shows fieldErrors._form (FORM_ERROR_FIELD)
 *     <SubmitButton>Отправить</SubmitButton>        // disabled in flight / while incomplete (JS only), back after 2 s
 *   </PostForm>
 *
 * Action side: `const result = await validator.validate(formData)`; on failure
 * `return validationError(result.error, result.submittedData)` — the fields show the Russian errors and keep
 * the typed values with JS off too. Put a message for the whole form under `FORM_ERROR_FIELD` ("_form").
 * Several forms on one page: give each PostForm a distinct `id`. Ids of inputs come from `useId`.
 * Visual state of every field: `data-state="valid|invalid|editable"` (+ class `field--<state>`).
 * Styles: `forms.css`, part of the root's bundled `app/styles/site.css`, so every page has them.
 *
 * Props:
 *   PostForm    { id, validator, action, multipart?, defaultValues?, className? }
 *   Field       { name, label, type?: text|password|tel|search|number|email|date|url, hint?, required?, className?, inputRef?, inputProps? }
 *   TextArea    { name, label, hint?, required?, rows?, className?, textareaProps? }
 *   PhoneField  { name? = "phone", label? = "Телефон", required? = true, className? }
 *   CodeField   { name? = "code", label, className? }   4 chars, upper-case, centred, autocomplete one-time-code
 *   Checkbox    { name, label? | labelHtml?, value? = "on", required?, className? }
 *   ConsentCheckbox { html?, version? }                  defaults from root data common.form
 *   FileField   { name, label, className? }              png/pdf/jpeg/jpg/doc/docx, ≤ 10 000 KB each and total
 *   SubmitButton { children, className?, name?, value? }
 *   Captcha     { action }                               reCAPTCHA v3 token in hidden g-recaptcha-code (when configured)
 *   SelectField { name, label, options: {value,label}[], placeholder, hint?, required?, className? }
 *   HiddenField { name }                                 value from PostForm defaultValues, refilled after errors
 *   Honeypot, FormError                                  no props
 */
export { PostForm, usePostForm, type PostFormProps } from "./PostForm";
export { Field, type FieldProps, type FieldType } from "./Field";
export { TextArea, type TextAreaProps } from "./TextArea";
export { PhoneField, type PhoneFieldProps } from "./PhoneField";
export { CodeField, type CodeFieldProps } from "./CodeField";
export { Checkbox, type CheckboxProps } from "./Checkbox";
export { ConsentCheckbox, type ConsentCheckboxProps } from "./ConsentCheckbox";
export { FileField, type FileFieldProps } from "./FileField";
export { SubmitButton, type SubmitButtonProps } from "./SubmitButton";
export { Honeypot, HONEYPOT_FIELD } from "./Honeypot";
export { FormError, FORM_ERROR_FIELD } from "./FormError";
export { Captcha } from "./Captcha";
export { HiddenField } from "./HiddenField";
export { SelectField, type SelectFieldProps, type SelectOption } from "./SelectField";
export { fieldState, type FieldState } from "./FieldShell";
