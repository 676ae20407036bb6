/** The slice of the reCAPTCHA v3 browser API we use. */
type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads the reCAPTCHA v3 script once, on demand (only forms that are used pay for it). Browser only. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onload = () => {
      const api = window.grecaptcha;
      if (api) api.ready(() => resolve(api));
      else reject(new Error("reCAPTCHA did not start"));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error("reCAPTCHA script failed to load"));
    };
    document.head.append(script);
  });
  return loading;
}
