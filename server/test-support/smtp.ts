/**
 * A real SMTP peer for tests (the `smtp-server` package) and a small MIME reader for what it receives.
 * `startSmtpPeer()` listens on a free loopback port; `stop()` makes SMTP "down" (connections refused),
 * `start()` brings it back; `hang: true` accepts connections but never greets (a hanging server).
 */
import { createServer, type Server, type Socket } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpPeer {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** Accepts mail again. */
  start(): Promise<void>;
  /**
   * SMTP is down: every connection is refused at once (421, then closed). The port stays ours, so no
   * other process can take it meanwhile and answer in our place.
   */
  stop(): Promise<void>;
  /** Closes the port (end of the test file). */
  close(): Promise<void>;
  /** Connections open now (a hanging peer only). */
  openConnections(): number;
}

async function listen(server: Server | SMTPServer, port: number): Promise<number> {
  const emitter = server as Server;
  return new Promise((resolve, reject) => {
    emitter.once("error", reject);
    const listening = server.listen(port, "127.0.0.1", () => {
      emitter.off("error", reject);
      const address = listening.address();
      resolve(typeof address === "object" && address ? address.port : port);
    });
  });
}

export async function startSmtpPeer(options: { hang?: boolean } = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  let down = false;
  const sockets = new Set<Socket>();
  const server: SMTPServer | Server = options.hang
    ? // Accepts connections and never says a word (a hanging mail server).
      createServer((socket) => {
        sockets.add(socket);
        socket.on("close", () => sockets.delete(socket));
      })
    : new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS", "AUTH"],
        logger: false,
        closeTimeout: 200,
        onConnect(_session, callback) {
          if (down) return callback(Object.assign(new Error("Service not available"), { responseCode: 421 }));
          callback();
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              raw: Buffer.concat(chunks).toString("utf8"),
            });
            callback();
          });
        },
      });
  const port = await listen(server, 0);
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    start: async () => {
      down = false;
    },
    stop: async () => {
      down = true;
    },
    openConnections: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const char = soft[i] ?? "";
    const hex = soft.slice(i + 1, i + 3);
    if (char === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export interface MimePart {
  headers: string;
  contentType: string;
  body: string;
}

/** The headers of a message (unfolded) and its decoded leaf parts (text/plain, text/html). */
export function readMail(raw: string): { headers: string; parts: MimePart[] } {
  const normalised = raw.replace(/\r\n/g, "\n");
  const split = (entity: string) => {
    const at = entity.indexOf("\n\n");
    return at === -1 ? { head: entity, body: "" } : { head: entity.slice(0, at), body: entity.slice(at + 2) };
  };
  const parts: MimePart[] = [];
  const walk = (entity: string) => {
    const { head, body } = split(entity);
    const headers = head.replace(/\n[ \t]+/g, " ");
    const contentType =
      /^content-type:\s*([^;\n]+)/im.exec(headers)?.[1]?.trim().toLowerCase() ?? "text/plain";
    const boundary = /boundary="?([^";\n]+)"?/i.exec(headers)?.[1];
    if (contentType.startsWith("multipart/") && boundary) {
      const pieces = body.split(`--${boundary}`).slice(1);
      for (const piece of pieces) {
        if (piece.startsWith("--")) break;
        walk(piece.replace(/^\n/, ""));
      }
      return;
    }
    const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
    const decoded =
      encoding === "base64"
        ? Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8")
        : encoding === "quoted-printable"
          ? decodeQuotedPrintable(body)
          : body;
    parts.push({ headers, contentType, body: decoded });
  };
  walk(normalised);
  const { head } = split(normalised);
  return { headers: head.replace(/\n[ \t]+/g, " "), parts };
}
