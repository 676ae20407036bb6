/** The order stages the shopper is told about, in the order an order reaches them. */
export const NOTICE_STAGES = ["confirmed", "shipped", "completed", "cancelled"] as const;
export type NoticeStage = (typeof NOTICE_STAGES)[number];
