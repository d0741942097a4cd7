/**
 * Paths a browser may never send as typed (it collapses or re-encodes some), sent byte for byte over a
 * raw socket to the real server: a page path that is not in canonical form gets the site's 404 page, one
 * that cannot be decoded gets the same page with status 400; API paths keep their JSON errors.
 */
import { connect } from "node:net";
import { notFound } from "../app/content/layout";
import { expect, test } from "./fixtures";

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** The body of a `Transfer-Encoding: chunked` answer (sizes count bytes). */
function unchunk(raw: string): string {
  const bytes = Buffer.from(raw, "utf8");
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = bytes.indexOf("\r\n", at);
    const size = Number.parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
    if (!size) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts).toString("utf8");
}

/** Sends `GET <path>` exactly as written (no normalisation) and reads the whole answer. */
function rawGet(baseURL: string, path: string): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const headEnd = text.indexOf("\r\n\r\n");
      const [statusLine = "", ...lines] = text.slice(0, headEnd).split("\r\n");
      const headers = new Map(
        lines.map((line) => {
          const colon = line.indexOf(":");
          return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()] as const;
        }),
      );
      const raw = text.slice(headEnd + 4);
      const body = headers.get("transfer-encoding") === "chunked" ? unchunk(raw) : raw;
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body });
    });
  });
}

test.describe("paths a browser would not send as typed", () => {
  for (const [path, status] of [
    ["/services//x", 404],
    ["//services", 404],
    ["/study-in-uk/./x", 404],
    ["/a/%2e%2e/about", 404],
    ["/%", 400],
    ["/%E0%A4%A", 400],
    ["/services/%zz", 400],
  ] as const) {
    test(`${path} gets the site's not-found page as HTML with status ${status}`, async ({ baseURL }) => {
      const answer = await rawGet(baseURL ?? "", path);
      expect(answer.status).toBe(status);
      expect(answer.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(answer.headers.get("content-security-policy")).toMatch(/^default-src 'self'; script-src/);
      expect(answer.body).toContain(notFound.title);
    });
  }

  for (const [path, status] of [
    ["/api//health", 404],
    ["/api/%", 400],
  ] as const) {
    test(`${path} keeps a JSON error with status ${status}`, async ({ baseURL }) => {
      const answer = await rawGet(baseURL ?? "", path);
      expect(answer.status).toBe(status);
      expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
      expect(JSON.parse(answer.body)).toHaveProperty("message");
    });
  }

  test.describe("in the browser", () => {
    // The document itself answers 404, which the browser logs.
    test.use({ allowedConsoleErrors: [/status of 404/] });

    test("the not-found page shown for such a path looks like the site's", async ({ page }) => {
      // The browser keeps an inner double slash as typed.
      const response = await page.goto("/services//x");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1, name: notFound.title })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeAttached();
    });
  });
});
