/** The social link types the common data may carry, in display order. */
export const SOCIAL_TYPES = ["tg", "wa", "vk", "fb", "ig", "ok", "yt"] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

/** Messengers a shopper can write to: marked as contact points. */
export const CONTACT_POINT_TYPES: readonly SocialType[] = ["tg", "wa"];
