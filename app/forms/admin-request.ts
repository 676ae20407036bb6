import { z } from "zod";
import { formValidator } from "./form-validator";

/** A request's handling status in the inbox. */
export const adminRequestHandlingSchema = z.object({ handling: z.enum(["new", "in_work", "done"]) });
export const adminRequestHandlingValidator = formValidator(adminRequestHandlingSchema);
