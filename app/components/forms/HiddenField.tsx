import { useField } from "remix-validated-form";

/**
 * A hidden value bound to the form (e.g. `source`, `redirectTo`, `good_id`), so it is refilled with the rest
 * after a server-side error. Its value comes from the PostForm's `defaultValues`.
 */
export function HiddenField({ name }: { name: string }) {
  const { getInputProps } = useField(name);
  return <input {...getInputProps({ type: "hidden" })} />;
}
