import { randomBytes } from "node:crypto";
import { displayRoubles } from "../shop/money";
import {
  PAY_PAGE_BACK,
  PAY_PAGE_CANCEL,
  PAY_PAGE_DONE,
  PAY_PAGE_NOTE,
  PAY_PAGE_ORDER,
  PAY_PAGE_PAY,
  PAY_PAGE_SUM,
  PAY_PAGE_TEST_LABEL,
  PAY_PAGE_TITLE,
} from "./orders-messages";

/**
 * The test gateway's page: plain HTML with a real form, so it works without JavaScript. Its own strict CSP
 * (a nonce for the one style block, no scripts at all, forms only to this host).
 */

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface PayPageInput {
  orderId: number;
  orderCode: string;
  total: number;
  token: string;
  payable: boolean;
}

/** The payment page as a complete Response. */
export function renderPayPage(input: PayPageInput): Response {
  const nonce = randomBytes(16).toString("base64");
  const back = `/payresult?orderkey=${input.orderId}&ordercode=${encodeURIComponent(input.orderCode)}`;
  const body = input.payable
    ? `<form method="post" action="/api/pay/callback">
  <input type="hidden" name="order" value="${input.orderId}">
  <input type="hidden" name="token" value="${escapeHtml(input.token)}">
  <button type="submit" name="action" value="pay" class="pay">${PAY_PAGE_PAY}</button>
  <button type="submit" name="action" value="cancel" class="cancel">${PAY_PAGE_CANCEL}</button>
</form>`
    : `<p>${PAY_PAGE_DONE}</p><p><a href="${escapeHtml(back)}">${PAY_PAGE_BACK}</a></p>`;
  const html = `<!doctype html>
<html lang="ru">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${PAY_PAGE_TITLE}</title>
<style nonce="${nonce}">
body { font: 16px/1.5 system-ui, sans-serif; background: #f4f4f2; color: #222; margin: 0; display: grid; place-items: center; min-height: 100vh; }
main { background: #fff; padding: 32px; border-radius: 12px; max-width: 420px; width: calc(100% - 32px); box-shadow: 0 2px 12px rgba(0,0,0,.08); }
h1 { font-size: 22px; margin: 0 0 16px; }
.test-label { background: #fff3c4; border: 2px dashed #b58900; color: #5c4600; font-weight: 700; text-align: center; padding: 8px 12px; border-radius: 8px; margin: 0 0 16px; }
.sum { font-size: 28px; font-weight: 600; margin: 4px 0 16px; }
.note { color: #666; font-size: 14px; }
form { display: flex; gap: 12px; margin-top: 24px; }
button { flex: 1; font: inherit; padding: 12px; border-radius: 8px; border: 1px solid #222; cursor: pointer; }
.pay { background: #222; color: #fff; }
.cancel { background: #fff; color: #222; }
button:focus-visible, a:focus-visible { outline: 3px solid #2a6df4; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<p class="test-label" role="note" data-testid="test-payment-label">${PAY_PAGE_TEST_LABEL}</p>
<h1>${PAY_PAGE_TITLE}</h1>
<p>${PAY_PAGE_ORDER(input.orderId)}</p>
<p>${PAY_PAGE_SUM}:</p>
<p class="sum">${displayRoubles(input.total)}</p>
<p class="note">${PAY_PAGE_NOTE}</p>
${body}
</main>
</body>
</html>`;
  return new Response(html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "no-referrer",
    },
  });
}
