import { z } from "zod";
import type { RecordEdit } from "../services/admin/versions";
import { MSG_VALUE_INVALID } from "./backoffice-messages";

/** `version` of a back-office change: the record's version its form was opened with; absent or empty: none sent. */
export const recordVersion = z
  .string({ invalid_type_error: MSG_VALUE_INVALID })
  .max(64, MSG_VALUE_INVALID)
  .nullish()
  .transform((version) => version || null);

/** A change of a stored record (its id) with the version sent, or null for a new one (no id). */
export const editOf = (id: number | undefined, version: string | null): RecordEdit | null => (id === undefined ? null : { id, version });
