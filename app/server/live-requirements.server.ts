/*
 * Exports (stable):
 *   missingForLive(source): string[]   what SHOP_MODE=live lacks, one Russian / English line per setting
 *
 * A live storefront does not start until its public address and a shared secret are configured; the in-process
 * backend checks its own (payment, SMS, e-mail: backend/config-env.ts). Only presence and form are checked here;
 * each setting's own module uses it.
 */

type Source = Record<string, string | undefined>;

const set = (source: Source, name: string) => (source[name] ?? "").trim() !== "";

function line(name: string, ru: string, en: string): string {
  return `${name}: ${ru} / ${en}`;
}

export function missingForLive(source: Source): string[] {
  const missing: string[] = [];
  const required: [string, string, string][] = [
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
