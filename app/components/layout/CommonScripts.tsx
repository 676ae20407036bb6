import { splitSnippets } from "./scripts-html";

type CommonScriptsProps = {
  html: string;
  nonce: string | undefined;
  /** `head`: metas and scripts; `body`: scripts; `markup`: what is left (e.g. a counter's `<noscript>` pixel). */
  part: "head" | "body" | "markup";
};

/**
 * Renders one of common `scripts` (headEnd, bodyBegin, bodyEnd) with the CSP nonce on every script. The browser
 * runs these scripts when it parses the server's HTML; hydration leaves them alone.
 */
export function CommonScripts({ html, nonce, part }: CommonScriptsProps) {
  if (!html) return null;
  const { metas, scripts, markup } = splitSnippets(html);
  if (part === "markup") {
    return markup ? <div className="common-snippet" suppressHydrationWarning dangerouslySetInnerHTML={{ __html: markup }} /> : null;
  }
  return (
    <>
      {part === "head" ? metas.map((meta, index) => <meta key={`meta-${index}`} {...meta} />) : null}
      {scripts.map((script, index) => (
        <script
          key={`script-${index}`}
          {...script.attrs}
          nonce={nonce}
          suppressHydrationWarning
          dangerouslySetInnerHTML={script.code ? { __html: script.code } : undefined}
        />
      ))}
    </>
  );
}
