/** Real HTTP requests to a listening app, with any headers a browser or an attacker could send. */
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import type { App } from "../app.ts";

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Starts `app` on a free port of 127.0.0.1 and returns its port. */
export async function listen(app: App): Promise<number> {
  await app.listen({ host: "127.0.0.1", port: 0 });
  return (app.server.address() as AddressInfo).port;
}

export function request(
  port: number,
  options: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: "127.0.0.1",
        port,
        method: options.method ?? "GET",
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
        response.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(options.body);
  });
}

/**
 * Sends one request on a raw socket, its request target exactly as given (an absolute-form
 * `http://host/api/…`, `/%61pi/…`, `/x/../api/…`: what an attacker can put on the wire), with
 * `Connection: close`, and reads the answer until the server closes the connection.
 */
export function rawRequest(
  port: number,
  options: { method: string; target: string; headers?: Record<string, string>; body?: string },
): Promise<HttpAnswer> {
  const body = Buffer.from(options.body ?? "");
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    "content-length": String(body.length),
    ...options.headers,
    connection: "close",
  };
  const head = [
    `${options.method} ${options.target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join("\r\n");
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Not half-closed: Node's server would end the connection before a slower answer (a file) is sent.
    const socket = net.connect(port, "127.0.0.1", () =>
      socket.write(Buffer.concat([Buffer.from(`${head}\r\n\r\n`), body])),
    );
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      try {
        resolve(parseAnswer(options.target, Buffer.concat(chunks)));
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  });
}

/** An HTTP/1.1 answer read off the wire (Content-Length or chunked). */
function parseAnswer(target: string, bytes: Buffer): HttpAnswer {
  const end = bytes.indexOf("\r\n\r\n");
  if (end === -1)
    throw new Error(`no complete answer to ${target}: ${JSON.stringify(bytes.toString("latin1"))}`);
  const [statusLine = "", ...lines] = bytes.subarray(0, end).toString("latin1").split("\r\n");
  const headers: http.IncomingHttpHeaders = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let rest = bytes.subarray(end + 4);
  let body = rest;
  if (headers["transfer-encoding"] === "chunked") {
    const parts: Buffer[] = [];
    for (;;) {
      const lineEnd = rest.indexOf("\r\n");
      const size = Number.parseInt(rest.subarray(0, lineEnd).toString("latin1"), 16);
      if (!(size > 0)) break;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    body = Buffer.concat(parts);
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: body.toString("utf8") };
}
