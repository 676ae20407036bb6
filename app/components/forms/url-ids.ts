/** A product or idea id from the URL (`?good=`, `?idea=`), or undefined when it is not a plain positive number. */
export function positiveId(value: string | null): string | undefined {
  return value && /^[1-9]\d{0,8}$/.test(value) ? value : undefined;
}
