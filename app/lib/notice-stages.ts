/** The order stages the shopper is told about, in the order an order reaches them, and the move of the delivery day. */
export const NOTICE_STAGES = ["confirmed", "in_production", "ready", "part_shipped", "shipped", "completed", "date_moved", "cancelled"] as const;
export type NoticeStage = (typeof NOTICE_STAGES)[number];
