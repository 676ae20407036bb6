/**
 * Every business constant of the shop (and the layout values that code, not only CSS, needs).
 * Pure: no environment, no I/O.
 */

/** How long a sign-in code sent by SMS can be entered (the backend's code lifetime). */
export const CODE_LIFETIME_S = 600;
/** Characters in a one-time code. */
export const CODE_LENGTH = 4;
/** Longest search text; longer text is cut to this. */
export const SEARCH_MAX_LENGTH = 100;
/**
 * Catalogue filters with JS apply themselves: a ticked box after a short pause (several quick ticks are one
 * request), a typed price or size once typing has paused longer.
 */
export const FILTER_CHECK_APPLY_MS = 250;
export const FILTER_RANGE_APPLY_MS = 700;
/**
 * Header search suggestions (with JS): asked once the box holds this many characters and typing has paused
 * this long.
 */
export const SEARCH_SUGGEST_MIN_CHARS = 2;
/** Longest synonym text of the search settings (the backend's limit). */
export const SEARCH_SYNONYMS_MAX_LENGTH = 5000;
export const SEARCH_SUGGEST_DELAY_MS = 150;
/**
 * Courier address suggestions (with JS): asked once the typed text has this many characters and typing has
 * paused this long; this many are offered. The backend contract takes a query up to the max length and
 * offers up to the max count.
 */
export const ADDRESS_SUGGEST_MIN_CHARS = 3;
export const ADDRESS_SUGGEST_DELAY_MS = 300;
export const ADDRESS_SUGGEST_COUNT = 5;
export const ADDRESS_SUGGEST_QUERY_MAX_LENGTH = 300;
export const ADDRESS_SUGGEST_COUNT_MAX = 20;
/** Upload limit per file and in total, in KB (size / 1000, rounded). */
export const UPLOAD_LIMIT_KB = 10000;
/** At most this many files in one request (the upload reader stops at the next one). */
export const UPLOAD_MAX_FILES = 10;
export const ALLOWED_FILE_EXTENSIONS = ["png", "pdf", "jpeg", "jpg", "doc", "docx"] as const;
/** How long a file error hint stays, ms. */
export const FILE_ERROR_HINT_TYPE_MS = 2000;
export const FILE_ERROR_HINT_SIZE_MS = 4000;
/** Submit buttons come back this long after a send. */
export const SUBMIT_REENABLE_DELAY_MS = 2000;
/** Pause between a successful sign-in and the move to /account. */
export const SIGN_IN_REDIRECT_DELAY_MS = 2000;
/** infoCookie lifetime once accepted, seconds (30 days). */
export const INFO_COOKIE_MAX_AGE_S = 2592000;
/** cartProducts cookie written after an order, seconds. */
export const CART_COOKIE_AFTER_ORDER_MAX_AGE_S = 3000;

export const COOKIE_ACCESS_TOKEN = "access_token";
/** The back office's session: a cookie of its own, so a shopper's session can never stand for a staff one. */
export const COOKIE_STAFF_SESSION = "staff_session";
/** A staff session cookie lives as long as the backend's staff session (12 hours). */
export const STAFF_SESSION_MAX_AGE_S = 12 * 3600;
export const COOKIE_CART = "cartProducts";
export const COOKIE_FAVOURITES = "favouriteProducts";
export const COOKIE_VIEWED = "viewedProducts";
/** The promo code typed in the cart, carried to the checkout (checked again there and at the order). */
export const COOKIE_PROMO = "promoCode";
export const COOKIE_INFO = "infoCookie";
export const COOKIE_MAIN_BANNER = "infoMainBanner";
/** Signed cookies of short flows: a message for the next page, the sign-in steps, a custom size's confirmation. */
export const COOKIE_FLASH = "flash";
export const COOKIE_SIGN_IN_FLOW = "sign_in_flow";
export const COOKIE_CUSTOM_SIZE_FLOW = "customSizeConfirm";

/** How long a newly added favourite stays highlighted, ms. */
export const NEW_PRODUCTS_TIMEOUT_MS = 5000;

/** Toast durations, ms. */
export const TOAST_DURATION_FAVOURITES_MS = 3000;
export const TOAST_DURATION_SUCCESS_MS = 5000;
export const TOAST_DURATION_ERROR_MS = 5000;
export const TOAST_DURATION_INFO_MS = 3000;

/** payment_id that means online payment. */
export const PAYMENT_ID_ONLINE = 2;

/**
 * The ways to pay online the checkout can offer on their own (YooKassa's `payment_method_data.type`, listed per
 * payment by `GET /api/order/options`); "" (ALL_PAYMENT_METHODS) is «Все способы», the provider's page.
 */
export const PAYMENT_METHOD_CODES = ["bank_card", "sbp", "sberbank", "tinkoff_bank", "yoo_money", "sber_loan", "installments"] as const;
export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];
export const ALL_PAYMENT_METHODS = "";

/**
 * The kinds of delivery (`code` of `GET /api/order/options` and of the back office's deliveries): what the
 * checkout asks a shopper for, a pick-up point, a warehouse to collect from or an address.
 */
export const DELIVERY_CODES = ["pvz", "warehouse", "courier"] as const;
export type DeliveryCode = (typeof DELIVERY_CODES)[number];
/** The courier's services, the package sizes the lift is priced by and the kinds of furniture assembly is priced by (the back office's service settings). */
export const SERVICE_CODES = ["lift", "assembly", "removal", "measuring"] as const;
export const PACKAGE_SIZES = ["small", "medium", "large", "bulky"] as const;
export const FURNITURE_KINDS = ["sofa", "armchair", "bed", "wardrobe", "chest", "table", "chair", "lamp"] as const;
/** The most a service may cost per piece or per order, kopecks (1 000 000 ₽: the backend's bound). */
export const SERVICE_PRICE_MAX = 100_000_000;
/** The most orders a day a delivery way's calendar may take (the backend's bound). */
export const DELIVERY_CAPACITY_MAX = 10_000;
/** The floors a courier address may name: a basement or two below ground, a tower's top above (the backend's bounds). */
export const FLOOR_MIN = -5;
export const FLOOR_MAX = 200;
/** The pause after typing a city before its prices and points are asked for (with JavaScript). */
export const CHECKOUT_CITY_DELAY_MS = 400;

/** A chunk-load failure reloads the page at most once per this many ms. */
export const CHUNK_RELOAD_GUARD_MS = 60000;

/** Progress bar: throttle before it shows, ms. */
export const PROGRESS_BAR_THROTTLE_MS = 200;

/** Yandex Maps: API version and coordinate order. */
export const MAPS_API_VERSION = "2.1";
export const MAPS_COORD_ORDER = "latlong";

/** Phone mask (imask syntax: 0 is a digit), shown to people as +7 ### ### ## ##. */
export const PHONE_MASK = "+7 000 000 00 00";
export const PHONE_MASK_SAMPLE = "+7 ___ ___ __ __";

/** Viewed list: newest first, no duplicates, at most this many (it lives in a cookie). */
export const VIEWED_MAX = 20;
/** Goods per catalogue page. */
export const CATALOG_PAGE_SIZE = 24;
/**
 * `sizes` of goods' photos: how wide each picture is drawn, so the browser takes the smallest source that is
 * sharp enough. A card: half the screen in the two columns of a phone, at most about 360 px up to 1024 px
 * (two or three columns), at most about 320 px beside the filters. The item page's gallery: the whole width
 * of a phone or tablet, else its column (about 51 % of the window, at most 940 px). Thumbnails and cart lines
 * have fixed widths.
 */
export const PHOTO_SIZES = {
  card: "(max-width: 560px) 50vw, (max-width: 1024px) 360px, 320px",
  gallery: "(max-width: 1024px) 100vw, min(51vw, 940px)",
  thumb: "96px",
  cartLine: "120px",
} as const;
/** The item page's query parameter naming the picture shown large (1-based): the gallery thumbnails' links. */
export const GALLERY_PHOTO_PARAM = "photo";
/** Pages «Показать ещё» can put into one list (and its URL) before the first ones drop off: 240 goods. */
export const LISTING_RANGE_MAX_PAGES = 10;
/** Browsers drop cookies over 4096 bytes; keep ours under this. */
export const COOKIE_MAX_BYTES = 4000;
/** Every backend call gives up after this long, ms. */
export const BACKEND_TIMEOUT_MS = 8000;
/** A 503 page (the backend down) asks browsers and crawlers to come back after this many seconds. */
export const RETRY_AFTER_S = 60;
/**
 * Most bytes of an /api upload read and thrown away after the backend stopped reading it (it answered early);
 * past this the upload is cut. Above the largest honest form (10 000 KB of files plus fields).
 */
export const FORWARDED_BODY_DRAIN_MAX_BYTES = 16 * 1024 * 1024;

/** Pieces of a cart line, record ids and a good's fields: the backend's contract holds the same ones. */
export { CART_LINE_MAX_COUNT, GOOD_LIMITS, RECORD_ID_MAX } from "../../shared/limits";
/** Most ids one `catalog/goods?ids=` call takes, and so most lines a cart cookie keeps (a forged one is cut). */
export const GOODS_BY_IDS_MAX = 100;
/** Longest redirect target (a form's `redirectTo`/`source`) we follow; a longer one falls back. */
export const REDIRECT_TARGET_MAX_LENGTH = 2000;

/**
 * Request bodies on every route of the storefront's HTTP server. A declared `Content-Length` above this is
 * refused with 413 before a byte of the body is read; it is the backend's own up-front limit, so anything under
 * it reaches the form's parser and gets the precise per-field message (files over 10 000 KB and so on).
 */
export const MAX_DECLARED_BODY_BYTES = 50 * 1024 * 1024;
/**
 * Bytes of a posted form an action reads, counted as they arrive (a chunked body declares no length); past the
 * limit the form is refused with 413 and the rest is not read. Urlencoded: the content editor's 200 000
 * characters of Cyrillic, percent-encoded, with room. Multipart: the shoppers' 10 000 KB of files and 60 text
 * parts; the back office's photo forms, any body the server accepts at all.
 */
export const FORM_BODY_MAX_BYTES = 2 * 1024 * 1024;
export const UPLOAD_FORM_BODY_MAX_BYTES = 12 * 1024 * 1024;
/**
 * After an answer that left the body unread, the rest is read and dropped for at least this long, ms, before a
 * body past MAX_DECLARED_BODY_BYTES is cut: a client still sending then reads the answer instead of a reset.
 */
export const REFUSED_BODY_LINGER_MS = 2000;
/** Longest value given back to refill a form field whose schema names no length (numbers, flags, choices). */
export const FORM_FIELD_DEFAULT_MAX_LENGTH = 2000;
/** Fields an urlencoded form may have (the multipart reader stops at 60 parts); the cart's longest has 2 per line. */
export const FORM_MAX_FIELDS = 1000;
/**
 * The request line and headers must arrive within this long, ms. Node counts it from the start of the
 * connection's previous request while a keep-alive connection waits, so it must exceed the slowest answer on
 * a busy server; dripping headers are bounded by REQUEST_TIMEOUT_MS anyway.
 */
export const REQUEST_HEADERS_TIMEOUT_MS = 60_000;
/**
 * A whole request, body included, must arrive within this long, ms: a 10 000 KB upload plus the form's text
 * (≈ 10.3 MB) passes at 0.5 Mbit/s (165 s), a slow mobile uplink; a client that drips bytes is cut here.
 */
export const REQUEST_TIMEOUT_MS = 180_000;
/** How often the server looks for requests over those limits, ms (a cut comes at most this much late). */
export const REQUEST_TIMEOUT_CHECK_MS = 2_000;

/**
 * Graceful shutdown, ms. After SIGTERM the server keeps accepting connections (answering each with
 * `Connection: close`, /healthz saying "draining") until none has arrived for SHUTDOWN_QUIET_MS or
 * SHUTDOWN_ACCEPT_MAX_MS have passed, so that connections waiting in the kernel's listen backlog are answered
 * rather than reset; then it closes the listener, finishes the requests in flight and exits. The process exits
 * by force at SHUTDOWN_EXIT_LIMIT_MS.
 */
export const SHUTDOWN_QUIET_MS = 1_000;
export const SHUTDOWN_ACCEPT_MAX_MS = 5_000;
export const SHUTDOWN_EXIT_LIMIT_MS = 10_000;
/** How often a storefront process asks the backend whether the catalogue changed (its caches then drop their copies). */
export const CATALOG_REVISION_CHECK_MS = 1000;

/**
 * Pages a visitor without cookies of their own is shown are rendered once and kept in memory (decision 0055):
 * at most this many bytes of them per process, each for at most PAGE_CACHE_FRESH_MS unless the public data
 * revision moves first: stock is not part of the revision and may lag as long as the public answers' cache lets it.
 */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;
export const PAGE_CACHE_FRESH_MS = 30_000;

/** The sitemap is rebuilt at least this often (and at once when the catalogue changes). */
export const SITEMAP_FRESH_MS = 3_600_000;
/** The largest catalogue file the back office's import takes, MB (the backend's limit is the same). */
export const IMPORT_UPLOAD_LIMIT_MB = 20;
/** What the import form's file picker offers (the server judges the type from the content). */
export const IMPORT_FILE_ACCEPT = ".csv,.xml,.yml,.zip,text/csv,text/xml,application/xml,application/zip";
/** The longest feed address the import form takes. */
export const IMPORT_URL_MAX_LENGTH = 2000;
/** A goods or section photo upload, each file (the backend's own limit is the same). */
export const PHOTO_UPLOAD_LIMIT_MB = 25;
/** What the goods and section photo pickers offer (the backend judges the type from the content). */
export const PHOTO_FILE_ACCEPT = "image/jpeg,image/png,image/webp";
/** How long one photo upload may wait for the backend to make its sizes, ms. */
export const PHOTO_UPLOAD_TIMEOUT_MS = 60_000;
/** A logo or favicon upload, each file (the backend's own limit is the same). */
export const BRAND_UPLOAD_LIMIT_MB = 2;
/** What the logo and favicon pickers offer (the backend judges the type from the content). */
export const LOGO_FILE_ACCEPT = "image/png,image/jpeg,image/webp,image/svg+xml,.svg";
export const FAVICON_FILE_ACCEPT = "image/png,image/svg+xml,image/x-icon,image/vnd.microsoft.icon,.ico,.svg";
/** Photos one save of a good may add. */
export const PHOTO_UPLOAD_MAX_FILES = 10;
/** A running import's page: how often it asks for progress with JavaScript (ms) and refreshes without it (s). */
export const IMPORT_POLL_MS = 1000;
export const IMPORT_REFRESH_SECONDS = 2;
/** How long a pointer, focus or touch rests on a page link before its page is prefetched, ms (Remix's `intent`). */
export const PAGE_LINK_PREFETCH_DELAY_MS = 100;
