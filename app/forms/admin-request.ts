import { z } from "zod";
import { withZod } from "@remix-validated-form/with-zod";

/** A request's handling status in the inbox. */
export const adminRequestHandlingSchema = z.object({ handling: z.enum(["new", "in_work", "done"]) });
export const adminRequestHandlingValidator = withZod(adminRequestHandlingSchema);
