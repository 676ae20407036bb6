/**
 * Phone numbers as the backend stores them: digits only, a leading 8 (the Russian trunk prefix) turned into 7.
 * Users type "8 (916) 123-45-67" as often as "+7 916 123 45 67"; both mean 79161234567.
 */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, "");
  if (digits.length === 11 && digits.startsWith("8")) return `7${digits.slice(1)}`;
  if (digits.length === 10 && digits.startsWith("9")) return `7${digits}`;
  return digits;
}

/** A Russian mobile number after normalisation: 7 9xx xxx xx xx. */
export function isRussianMobile(normalized: string): boolean {
  return /^79\d{9}$/.test(normalized);
}

/** 79161234567 → "+7 916 123 45 67" (the mask +7 ### ### ## ##); anything else is returned as given. */
export function formatPhone(normalized: string): string {
  const m = /^7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(normalized);
  return m ? `+7 ${m[1]} ${m[2]} ${m[3]} ${m[4]}` : normalized;
}

/**
 * The digits a chunk typed or pasted into the phone mask adds to the ten-digit national number. The mask
 * already shows the country code "+7", so at the start of the number a leading 8 or 7 (with or without "+")
 * is that code and is dropped: "8 (916) 123-45-67", "+7 (916) 123-45-67", "79161234567" and "9161234567"
 * all give "9161234567". A Russian mobile number never starts with 7 or 8 after the country code.
 */
export function nationalDigits(chunk: string, atStart: boolean): string {
  const digits = chunk.replace(/\D/g, "");
  return atStart && /^[78]/.test(digits) ? digits.slice(1) : digits;
}
