import fs from "node:fs";

/** The routes of the build under test (from its browser manifest), for specs that must cover every one. */

export type ManifestRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasAction: boolean;
};

/** The routes of the build under test, from the browser manifest the server build points at. */
export function builtRoutes(): ManifestRoute[] {
  const serverBuild = fs.readFileSync("build/index.js", "utf8");
  const manifestUrl = serverBuild.match(/\/build\/manifest-[A-Za-z0-9]+\.js/)?.[0];
  if (!manifestUrl) throw new Error("build/index.js names no browser manifest: run `npx remix build` first");
  const source = fs.readFileSync(`public${manifestUrl}`, "utf8");
  const json = source.slice(source.indexOf("{"), source.lastIndexOf("}") + 1);
  return Object.values((JSON.parse(json) as { routes: Record<string, ManifestRoute> }).routes);
}

/** A concrete URL for a route: its ancestors' paths joined, params and splats filled with something plausible. */
export function concretePath(route: ManifestRoute, byId: Map<string, ManifestRoute>): string {
  const parts: string[] = [];
  for (let r: ManifestRoute | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) {
    if (r.path) parts.unshift(r.path);
  }
  const joined = parts
    .join("/")
    .split("/")
    .filter(Boolean)
    .map((segment) => (segment === "*" ? "x" : segment.startsWith(":") ? "1" : segment.replace(/\?$/, "")))
    .join("/");
  return `/${joined}${route.index ? "?index" : ""}`;
}

/** Every route with an action, each with a concrete URL to post to. */
export function actionRoutes(): { route: ManifestRoute; url: string }[] {
  const routes = builtRoutes();
  const byId = new Map(routes.map((r) => [r.id, r]));
  return routes.filter((r) => r.hasAction).map((route) => ({ route, url: concretePath(route, byId) }));
}
