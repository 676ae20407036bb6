/** The headers of a backend's file answer that make it a private download; everything else it carried is dropped. */
const FILE_HEADERS = ["Content-Type", "Content-Length", "Content-Disposition", "X-Content-Type-Options", "Cache-Control"];

/** A backend's file answer passed on as it came: its body streamed, its download headers kept. */
export function passOnFile(answer: Response): Response {
  const headers = new Headers();
  for (const name of FILE_HEADERS) {
    const value = answer.headers.get(name);
    if (value) headers.set(name, value);
  }
  return new Response(answer.body, { status: 200, headers });
}
