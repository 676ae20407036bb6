/**
 * The social link types the common data may carry, in the order the settings offer them: those Russian shops
 * use first (VK, Telegram, WhatsApp, YouTube, Дзен, Одноклассники, RuTube), then Facebook and Instagram.
 */
export const SOCIAL_TYPES = ["vk", "tg", "wa", "yt", "dzen", "ok", "rt", "fb", "ig"] as const;
export type SocialType = (typeof SOCIAL_TYPES)[number];

/** Messengers a shopper can write to: marked as contact points. */
export const CONTACT_POINT_TYPES: readonly SocialType[] = ["tg", "wa"];
