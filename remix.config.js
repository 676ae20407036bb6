/** @type {import('@remix-run/dev').AppConfig} */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.{ts,tsx}"],
  serverModuleFormat: "esm",
  // Native and CommonJS-only server packages stay external (node_modules are not bundled by default).
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
    v3_singleFetch: true,
    // Off: the shop has a few dozen routes, so the whole route manifest is small. With discovery on, every page
    // scanned all its links after hydration and fetched a manifest patch for them (issue 5, TBT).
    v3_lazyRouteDiscovery: false,
  },
};
