/** A posted body the storefront will not act on, with the Russian message and where the form shows it. */
export class FormRefused extends Error {
  constructor(
    /** The 4xx status: 400 unreadable, 413 over a size limit, 415 not a form, 422 a field's rule. */
    readonly status: 400 | 413 | 415 | 422,
    readonly message: string,
    /** The field the message belongs next to; null for the whole form. */
    readonly field: string | null,
    /** The text fields read before the refusal, to refill the form. */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/**
 * Field names that would reach an object's prototype when a form is turned into an object (the form library
 * splits names on `.`, `[` and `]` and refuses these segments by throwing). None of our forms has them.
 */
const FORBIDDEN_NAME_SEGMENTS = new Set(["__proto__", "constructor", "prototype"]);

export function isForbiddenFieldName(name: string): boolean {
  return name.split(/[.[\]]/).some((segment) => FORBIDDEN_NAME_SEGMENTS.has(segment));
}
