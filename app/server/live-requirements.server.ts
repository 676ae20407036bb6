/*
 * Exports (stable):
 *   missingForLive(source): string[]   what SHOP_MODE=live lacks, one Russian / English line per setting
 *
 * A live shop takes real money and must reach real people: it does not start until online payment (or its
 * absence), SMS, e-mail, the manager's address, its public address and a shared secret are configured. Only
 * presence and form are checked here; each setting's own module uses it.
 */

type Source = Record<string, string | undefined>;

const set = (source: Source, name: string) => (source[name] ?? "").trim() !== "";

function line(name: string, ru: string, en: string): string {
  return `${name}: ${ru} / ${en}`;
}

export function missingForLive(source: Source): string[] {
  const missing: string[] = [];
  const provider = (source.PAYMENT_PROVIDER ?? "").trim();
  if (provider === "yookassa") {
    for (const name of ["YOOKASSA_SHOP_ID", "YOOKASSA_SECRET_KEY"]) {
      if (!set(source, name))
        missing.push(line(name, "не задан (нужен для PAYMENT_PROVIDER=yookassa)", "not set (needed for PAYMENT_PROVIDER=yookassa)"));
    }
  } else if (provider !== "none") {
    missing.push(
      line(
        "PAYMENT_PROVIDER",
        "укажите yookassa (с YOOKASSA_SHOP_ID и YOOKASSA_SECRET_KEY) или none (без оплаты онлайн); тестового шлюза в боевом режиме нет",
        "set yookassa (with YOOKASSA_SHOP_ID and YOOKASSA_SECRET_KEY) or none (no online payment); a live shop has no test gateway",
      ),
    );
  }
  if ((source.SMS_PROVIDER ?? "").trim() !== "smsru") {
    missing.push(line("SMS_PROVIDER", "укажите smsru (коды входа уходят по SMS)", "set smsru (sign-in codes go out by SMS)"));
  } else if (!set(source, "SMSRU_API_ID")) {
    missing.push(line("SMSRU_API_ID", "не задан (ключ API SMS.ru)", "not set (the SMS.ru API key)"));
  }
  const required: [string, string, string][] = [
    ["SMTP_URL", "не задан (почтовый сервер, smtp:// или smtps://)", "not set (the mail server, smtp:// or smtps://)"],
    ["MAIL_FROM", "не задан (адрес отправителя писем)", "not set (the sender address of e-mails)"],
    ["MANAGER_EMAIL", "не задан (куда приходят заказы и заявки)", "not set (where orders and requests go)"],
    ["PUBLIC_URL", "не задан (адрес магазина, https://…)", "not set (the shop's address, https://…)"],
    ["SESSION_SECRET", "не задан (не менее 32 символов, общий для всех процессов)", "not set (at least 32 characters, shared by every process)"],
  ];
  for (const [name, ru, en] of required) if (!set(source, name)) missing.push(line(name, ru, en));
  const secret = source.SESSION_SECRET?.split(",")[0]?.trim() ?? "";
  if (secret !== "" && secret.length < 32) missing.push(line("SESSION_SECRET", "короче 32 символов", "shorter than 32 characters"));
  const publicUrl = source.PUBLIC_URL?.trim() ?? "";
  if (publicUrl !== "" && !publicUrl.startsWith("https://"))
    missing.push(line("PUBLIC_URL", "должен начинаться с https://", "must start with https://"));
  return missing;
}
