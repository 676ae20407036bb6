/** The social link types of spec §3, in display order. */
export const SOCIAL_TYPES = ["tg", "wa", "vk", "fb", "ig", "ok", "yt"] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

/** Messengers a shopper can write to: marked as contact points (spec §2). */
export const CONTACT_POINT_TYPES: readonly SocialType[] = ["tg", "wa"];
