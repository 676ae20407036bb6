import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useActionData, useFetcher, useLocation, useNavigation } from "@remix-run/react";
import { ValidatedForm, type Validator } from "remix-validated-form";
import { useHydrated } from "remix-utils/use-hydrated";

/** What the kit's parts need to know about the form around them (SubmitButton, FileField). */
type PostFormState = {
  /** The whole form passes its schema right now (checked quietly, without showing errors). */
  complete: boolean;
  /** Re-run the quiet check, e.g. after a field changed its value without an input event. */
  recheck: () => void;
};

const PostFormContext = createContext<PostFormState>({ complete: true, recheck: () => {} });

/** The quiet completeness state of the surrounding PostForm. */
export function usePostForm(): PostFormState {
  return useContext(PostFormContext);
}

export type PostFormProps = {
  /** Unique per page: several forms on one page need distinct ids (remix-validated-form keys its state by it). */
  id: string;
  validator: Validator<{ [field: string]: unknown }>;
  /** The route whose action handles the post (a modal posts to its full-page route). */
  action: string;
  /** Set when the form has a file input. */
  multipart?: boolean;
  /** Initial values (hidden `source`, a preset `good_id`, …). */
  defaultValues?: Record<string, unknown>;
  /**
   * Post through a fetcher: with JavaScript a refusal shows in the form where it is (a modal on a product page)
   * instead of on the action's own page, and a success still follows the action's redirect. Only for a form
   * that is never rendered with its own action's answer: that answer (no JavaScript) reaches the form through
   * the page, not a fetcher.
   */
  inPlace?: boolean;
  className?: string;
  children: ReactNode;
};

/**
 * The key of the page a form belongs to. A form that first appears while a navigation is still loading (a
 * code step shown from the action's answer during revalidation) already belongs to the page that navigation
 * ends on: it is keyed by that page from the start, so arriving does not remount it and wipe what was typed.
 */
function useNavigationKey(): string {
  const navigation = useNavigation();
  const { key } = useLocation();
  const [arrivingKey] = useState(() => (navigation.state === "loading" ? navigation.location.key : null));
  return navigation.state === "loading" && navigation.location.key === arrivingKey ? arrivingKey : key;
}

/** A layout effect in the browser; on the server (where layout effects never run) a plain one, without React's warning. */
const useBrowserLayoutEffect = typeof document === "undefined" ? useEffect : useLayoutEffect;

/**
 * Whether the form of this key may render now. remix-validated-form keeps a form's state in one store per form
 * id, and the form a new key replaces leaves it only when it unmounts, after the new form's first render: fields
 * rendered then would take the old form's defaults, and the DOM keeps them (a `<select>` ignores a later default,
 * and so does an input React already filled), so a refused form would come back with its select emptied and its
 * defaulted fields reset. A form mounted in the browser therefore waits one layout pass, before anything is
 * painted, for the old one to go; the form rendered on the server and hydrated has no predecessor and shows at once.
 */
function useFormMayRender(formKey: string): boolean {
  const hydrated = useHydrated();
  const [shownKey, setShownKey] = useState(hydrated ? null : formKey);
  useBrowserLayoutEffect(() => setShownKey(formKey), [formKey]);
  return shownKey === formKey;
}

type ErrorActionData = { formId?: string; repopulateFields?: Record<string, unknown> } | undefined;

/**
 * A `ValidatedForm` that works without JavaScript (given a `fetcher` it would not submit natively): a plain
 * `method="post"` form, `noValidate`
 * only once hydrated (before that the browser's own `required`/`type=email` checks help no-JS users), and a
 * quiet full-schema check on every input so the submit button can stay disabled while the form is incomplete.
 */
export function PostForm({ id, validator, action, multipart, defaultValues, inPlace, className, children }: PostFormProps) {
  const hydrated = useHydrated();
  const fetcher = useFetcher({ key: `post-form-${id}` });
  // rvf refills from `validationError(..., submittedData)` only during SSR; a hydrated page that navigated
  // here after a server-side error gets the typed values back through the defaults instead.
  const actionData = useActionData() as ErrorActionData;
  const refill = actionData?.formId === id ? actionData.repopulateFields : undefined;
  // Every navigation (a send's redirect, an error answer) starts a fresh form: a sent form is reset
  // (the shopper sees it went), and an error refills from `refill` above.
  const formKey = useNavigationKey();
  const mayRender = useFormMayRender(formKey);
  const formRef = useRef<HTMLFormElement>(null);
  const [complete, setComplete] = useState(false);

  const recheck = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    // Masks and file lists change values after the event; read them once the current task is done.
    setTimeout(() => {
      void validator.validate(new FormData(form)).then((result) => setComplete(!result.error));
    }, 0);
  }, [validator]);

  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    recheck();
    form.addEventListener("input", recheck);
    form.addEventListener("change", recheck);
    form.addEventListener("reset", recheck);
    return () => {
      form.removeEventListener("input", recheck);
      form.removeEventListener("change", recheck);
      form.removeEventListener("reset", recheck);
    };
  }, [recheck, formKey, mayRender]);

  if (!mayRender) return null;
  return (
    <ValidatedForm
      key={formKey}
      id={id}
      fetcher={inPlace ? fetcher : undefined}
      validator={validator}
      method="post"
      action={action}
      encType={multipart ? "multipart/form-data" : undefined}
      noValidate={hydrated}
      formRef={formRef}
      defaultValues={refill ?? defaultValues}
      className={className ? `form ${className}` : "form"}
    >
      <PostFormContext.Provider value={{ complete: hydrated ? complete : true, recheck }}>{children}</PostFormContext.Provider>
    </ValidatedForm>
  );
}
