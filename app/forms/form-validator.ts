import { withZod } from "@remix-validated-form/with-zod";
import type { GenericObject, Validator } from "remix-validated-form";
import { z } from "zod";
import { FORM_FIELD_DEFAULT_MAX_LENGTH } from "~/config/constants";

/**
 * The validator of every form: remix-validated-form's zod validator, with each text field held to its schema's
 * own length limit before anything else sees it. A longer value is cut to one character past the limit, so the
 * schema still refuses it with its own message but no check runs over megabytes; the values given back to
 * refill the form (`submittedData`) are cut to the limit, and fields the schema does not name are not given
 * back at all. So a refused form never echoes more than its fields may hold, however large the post.
 */
export function formValidator<T extends z.ZodTypeAny>(schema: T): Validator<z.infer<T>> {
  const limits = fieldLimits(schema);
  const inner = withZod(schema);
  const limitOf = (name: string): FieldLimit => limits.get(topName(name)) ?? { max: FORM_FIELD_DEFAULT_MAX_LENGTH, trims: false };
  return {
    validate: async (value) => {
      const result = await inner.validate(boundValues(value, (name, text) => cut(text, limitOf(name), 1)));
      const echoed: Record<string, unknown> = {};
      for (const [name, sent] of Object.entries(result.submittedData)) {
        if (!limits.has(name) && !isLibraryField(name)) continue;
        echoed[name] = mapStrings(sent, (text) => cut(text, limitOf(name), 0));
      }
      return { ...result, submittedData: echoed };
    },
  };
}

type FieldLimit = { max: number; trims: boolean };

/** The form library's own hidden fields (the form's id, the sub-action), given back as they are. */
const isLibraryField = (name: string) => name.startsWith("__rvf") || name === "subaction";

/** `ids[0]` and `address.city` are fields of `ids` and `address`. */
const topName = (name: string) => name.split(/[.[]/, 1)[0];

/** A value within `limit.max + slack` characters (trimmed first where the schema trims anyway). */
function cut(text: string, limit: FieldLimit, slack: number): string {
  const value = limit.trims ? text.trim() : text;
  return value.length > limit.max + slack ? value.slice(0, limit.max + slack) : value;
}

function mapStrings(value: unknown, map: (text: string) => string): unknown {
  if (typeof value === "string") return map(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, map));
  return value;
}

/** The posted values with every string passed through `bound`; files and other values as they are. */
function boundValues(value: GenericObject | FormData, bound: (name: string, text: string) => string): GenericObject | FormData {
  if (value instanceof FormData || (value as unknown) instanceof URLSearchParams) {
    const out = new FormData();
    for (const [name, item] of (value as FormData).entries()) out.append(name, typeof item === "string" ? bound(name, item) : item);
    return out;
  }
  return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, mapStrings(item, (text) => bound(name, text))]));
}

/** The longest value each top-level field of a form's schema accepts, in characters. */
export function fieldLimits(schema: z.ZodTypeAny): Map<string, FieldLimit> {
  const limits = new Map<string, FieldLimit>();
  for (const [name, field] of shapeEntries(schema)) {
    const limit = limitOfField(field) ?? { max: FORM_FIELD_DEFAULT_MAX_LENGTH, trims: false };
    const known = limits.get(name);
    limits.set(name, known && known.max >= limit.max ? known : limit);
  }
  return limits;
}

/** The fields of an object schema, also through refinements, unions and intersections of objects. */
function shapeEntries(schema: z.ZodTypeAny): [string, z.ZodTypeAny][] {
  if (schema instanceof z.ZodObject) return Object.entries(schema.shape as z.ZodRawShape);
  if (schema instanceof z.ZodEffects) return shapeEntries(schema.innerType());
  if (schema instanceof z.ZodPipeline) return shapeEntries(schema._def.in);
  if (schema instanceof z.ZodUnion || schema instanceof z.ZodDiscriminatedUnion)
    return (schema.options as z.ZodTypeAny[]).flatMap((option) => shapeEntries(option));
  if (schema instanceof z.ZodIntersection) return [...shapeEntries(schema._def.left), ...shapeEntries(schema._def.right)];
  return [];
}

/** What a field's schema accepts at most, read through wrappers; null when it names no bound. */
function limitOfField(schema: z.ZodTypeAny): FieldLimit | null {
  if (schema instanceof z.ZodString) {
    const bounds = schema._def.checks.flatMap((check) => (check.kind === "max" || check.kind === "length" ? [check.value] : []));
    if (bounds.length === 0) return null;
    return { max: Math.min(...bounds), trims: schema._def.checks.some((check) => check.kind === "trim") };
  }
  if (schema instanceof z.ZodEnum) return { max: Math.max(...(schema.options as string[]).map((option) => option.length)), trims: false };
  if (schema instanceof z.ZodLiteral) return { max: String(schema.value).length, trims: false };
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return limitOfField(schema.unwrap());
  if (schema instanceof z.ZodDefault) return limitOfField(schema._def.innerType);
  if (schema instanceof z.ZodEffects) return limitOfField(schema.innerType());
  if (schema instanceof z.ZodPipeline) return limitOfField(schema._def.in);
  if (schema instanceof z.ZodArray) return limitOfField(schema.element);
  return null;
}
