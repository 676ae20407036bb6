import { z } from "zod";
import { RECORD_ID_MAX } from "../../shared/limits";
import { blankAsNone } from "../services/admin/catalog-input";
import { MSG_CHECK_FIELDS, validate } from "./body";
import { MSG_VALUE_INVALID } from "./backoffice-messages";

/** Fields of the back office's bodies; a value that does not fit is refused with «Недопустимое значение». */

export { blankAsNone, flag } from "../services/admin/catalog-input";

/** A trimmed text of at most `max` characters. */
export const text = (max: number) => z.string({ invalid_type_error: MSG_VALUE_INVALID }).trim().max(max, MSG_VALUE_INVALID);
/** A whole number from 0 to `max`, given as a number or a string of digits. */
export const whole = (max: number) =>
  z.coerce.number({ invalid_type_error: MSG_VALUE_INVALID }).int(MSG_VALUE_INVALID).min(0, MSG_VALUE_INVALID).max(max, MSG_VALUE_INVALID);
/** The id of a stored record. */
export const recordId = whole(RECORD_ID_MAX).positive(MSG_VALUE_INVALID);
/** An absent or empty id: a new record. */
export const optionalRecordId = z.preprocess(blankAsNone, recordId.optional());

/**
 * Parses a body with a schema of the services (which carry no texts): every field that does not fit is refused
 * with «Недопустимое значение», as the back office's own fields are.
 */
export const validateRecord = <T extends z.ZodTypeAny>(schema: T, input: unknown): z.infer<T> =>
  validate(schema, input, MSG_CHECK_FIELDS, MSG_VALUE_INVALID);
