import { z } from "zod";

/** One company `/suggest/party` offers: what fills the payer's name, ИНН and КПП (empty for a sole trader). */
export const partySuggestionSchema = z.object({ name: z.string(), inn: z.string(), kpp: z.string() });
export type PartySuggestion = z.infer<typeof partySuggestionSchema>;

/** What `/suggest/party` answers, best first (empty when there is nothing to offer). */
export const partySuggestAnswerSchema = z.object({ suggestions: z.array(partySuggestionSchema) });
export type PartySuggestAnswer = z.infer<typeof partySuggestAnswerSchema>;
