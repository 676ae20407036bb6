/// <reference types="@remix-run/dev" />
import "@remix-run/node";

declare module "@remix-run/server-runtime" {
  interface Future {
    v3_singleFetch: true;
  }
  interface AppLoadContext {
    /** The client's address (express `req.ip`), for rate limits. */
    clientIp: string;
  }
}
