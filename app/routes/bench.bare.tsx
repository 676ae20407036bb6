import type { MetaFunction } from "@remix-run/node";
import { LABEL_BENCH_BARE } from "~/config/messages/layout";

/**
 * `/bench/bare`: the benchmark's baseline (scripts/bench.mjs). The same document, root loader
 * and layout as every page, but no page loader and almost no content, so "home page req/s ÷ this page's req/s"
 * measures what the home page itself costs. Not linked from anywhere and not indexed.
 */
export const meta: MetaFunction = () => [{ title: LABEL_BENCH_BARE }, { name: "robots", content: "noindex" }];

export default function BenchBarePage() {
  return <h1>{LABEL_BENCH_BARE}</h1>;
}
