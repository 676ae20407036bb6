// The web-streams server renderer: react-dom ships it as "react-dom/server.browser", @types/react-dom types it
// only under "react-dom/server".
declare module "react-dom/server.browser" {
  export { renderToReadableStream } from "react-dom/server";
}
