import type { PaymentProviderConfig } from "../../backend/config";
import { createBackend, type Backend } from "../../backend/index";
import { env } from "./env.server";
import { log } from "./log.server";
import { registerGauge } from "./observability/metrics.server";

/*
 * Exports (stable):
 *   interface Transport { fetch(path, init): Promise<Response>; ping(): Promise<void> }
 *   transport: Transport                       in-process backend, or HTTP to API_URL
 *   getInProcessBackend(): Promise<Backend>    the lazily created reference backend (api.$ route, healthz)
 *   closeTransport(): Promise<void>            graceful shutdown
 * Token, client IP, timeout, BACKEND_DELAY_MS and the per-call log line are added by callApi (api/client.server.ts).
 */
/**
 * How the storefront reaches the `/api` contract: the in-process reference backend when API_URL
 * is unset, otherwise the shop's own backend over HTTP. Both take a path below `/api` and a plain RequestInit.
 */
export interface Transport {
  fetch(path: string, init: RequestInit): Promise<Response>;
  /** Throws when the backend cannot be reached (health check). */
  ping(): Promise<void>;
}

let backendPromise: Promise<Backend> | null = null;

/** The in-process reference backend, created (migrated, seeded) on first use and shared by the process. */
export function getInProcessBackend(): Promise<Backend> {
  backendPromise ??= createBackend(
    {
      dataDir: env.dataDir,
      databaseUrl: env.DATABASE_URL,
      smsOutbox: env.SMS_OUTBOX,
      smsCodesPer10Min: env.SMS_CODES_PER_10_MIN,
      mailOutbox: env.MAIL_OUTBOX,
      messaging: env.messaging,
      publicUrl: env.publicUrl,
      secret: env.secrets[0],
      recaptchaSecret: env.RECAPTCHA_SECRET,
      recaptchaVerifyUrl: env.RECAPTCHA_VERIFY_URL,
      dadataApiKey: env.DADATA_API_KEY,
      onecPriceType: env.ONEC_PRICE_TYPE,
      importTrustedAddresses: env.IMPORT_TRUSTED_ADDRESSES,
      seed: env.SEED === "demo",
      fileStore:
        // env refuses FILE_STORE=s3 without a bucket
        env.FILE_STORE === "s3" && env.S3_BUCKET
          ? {
              kind: "s3",
              bucket: env.S3_BUCKET,
              region: env.S3_REGION,
              endpoint: env.S3_ENDPOINT,
              accessKeyId: env.S3_ACCESS_KEY_ID,
              secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
            }
          : { kind: "db" },
      payment: paymentConfig(),
    },
    log.child({ name: "backend" }),
  ).catch((error: unknown) => {
    backendPromise = null; // the next request tries again
    throw error;
  });
  return backendPromise;
}

/** Online payment as configured (PAYMENT_PROVIDER and YOOKASSA_*; parseEnv made sure the keys are there). */
function paymentConfig(): PaymentProviderConfig {
  if (env.PAYMENT_PROVIDER !== "yookassa") return { kind: env.PAYMENT_PROVIDER };
  return {
    kind: "yookassa",
    yookassa: {
      shopId: env.YOOKASSA_SHOP_ID ?? "",
      secretKey: env.YOOKASSA_SECRET_KEY ?? "",
      apiUrl: env.YOOKASSA_API_URL,
      capture: env.YOOKASSA_CAPTURE !== "false",
      vatCode: env.YOOKASSA_VAT_CODE,
      paymentMode: env.YOOKASSA_PAYMENT_MODE,
      paymentSubject: env.YOOKASSA_PAYMENT_SUBJECT,
      deliveryPaymentSubject: env.YOOKASSA_DELIVERY_PAYMENT_SUBJECT,
      taxSystemCode: env.YOOKASSA_TAX_SYSTEM_CODE,
    },
  };
}

const inProcess: Transport = {
  async fetch(path, init) {
    const backend = await getInProcessBackend();
    return backend.fetch(new Request(`http://backend.internal/api${path}`, init));
  },
  async ping() {
    await (await getInProcessBackend()).ping();
  },
};

function httpTransport(baseUrl: string): Transport {
  const base = baseUrl.replace(/\/$/, "");
  return {
    fetch: (path, init) => fetch(`${base}/api${path}`, init),
    async ping() {
      const response = await fetch(`${base}/api/common`, { signal: AbortSignal.timeout(3000) });
      if (!response.ok) throw new Error(`backend answered ${response.status}`);
      // A backend answering garbage is as down as one not answering: the shop cannot show a page from it.
      const common: unknown = await response.json().catch(() => null);
      if (common === null || typeof common !== "object" || Array.isArray(common))
        throw new Error("backend answered something that is not the common data");
    },
  };
}

export const transport: Transport = env.API_URL ? httpTransport(env.API_URL) : inProcess;

// The in-process backend's outbox: SMS and mail due and not yet sent. A backlog that keeps growing means a
// provider refuses or cannot be reached (messages wait, none is lost).
if (!env.API_URL) {
  registerGauge("shop_outbox_backlog", "SMS and e-mails due and not yet sent by the outbox", async () =>
    (await getInProcessBackend()).outbox.backlog(),
  );
}

/** Closes the in-process backend's database (graceful shutdown). */
export async function closeTransport(): Promise<void> {
  if (backendPromise) await (await backendPromise).close();
}
