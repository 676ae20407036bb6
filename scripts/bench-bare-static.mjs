// The yardstick of `npm run bench`: a bare express with `compression` and `express.static` over the same public/
// folder, nothing else. Run as its own process (pinned like the shop); prints its port once it listens.
import path from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public");
const app = express();
app.use(compression());
app.use(express.static(publicDir));
const server = app.listen(0, "127.0.0.1", () => console.log(server.address().port));
