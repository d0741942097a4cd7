/**
 * Every served HTML page passes the Nu HTML Checker (npm `vnu-jar`) with no errors.
 * One Java run checks every built HTML file (the checker is slow to start, fast per file). The pages
 * carry their CSS inline (decision 0004); the checker's CSS grammar predates rules the browsers we
 * support have long had (`@property`, `margin-trim`, `color-mix()`), so its CSS messages are left out.
 * It also predates `<link rel="expect" blocking="render">` (HTML Standard, 2023; decision 0004), which it
 * reports as a `blocking` attribute without a stylesheet: that one message is left out too, for
 * `rel="expect"` links only. The rest of the markup is checked in full.
 */
import { expect, test } from "@playwright/test";
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { join } from "node:path";
import { promisify } from "node:util";
import { builtPages, clientDir } from "./built-site";

const require = createRequire(import.meta.url);
const vnuJar = join(require.resolve("vnu-jar/package.json"), "..", "build", "dist", "vnu.jar");
const java = process.env.JAVA ?? "java";

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

function isOutdatedExpectLinkMessage(message: VnuMessage): boolean {
  return (
    message.message.startsWith("A “link” element with a “blocking” attribute must have a “rel” attribute") &&
    /<link rel="expect" href="#[\w-]+" blocking="render"\/?>/.test(message.extract ?? "")
  );
}

test("every built HTML page passes the Nu HTML Checker", async () => {
  test.setTimeout(120_000);
  const files = builtPages().map((page) => join(clientDir, page.file));
  const output = await promisify(execFile)(
    java,
    ["-jar", vnuJar, "--format", "json", "--errors-only", "--filterpattern", "CSS: .*", ...files],
    {
      maxBuffer: 32 * 1024 * 1024,
    },
  ).then(
    (result) => result.stderr,
    (error: NodeJS.ErrnoException & { stderr?: string }) => {
      if (error.code === "ENOENT") {
        throw new Error(
          `No Java runtime (${java}): the Nu HTML Checker needs one (Debian: apt-get install default-jre-headless, or set JAVA).`,
        );
      }
      // The checker exits non-zero when it finds errors; its report is still on stderr.
      if (!error.stderr) throw error;
      return error.stderr;
    },
  );
  const report = JSON.parse(output) as { messages: VnuMessage[] };
  const errors = report.messages
    .filter((message) => message.type === "error" || message.type === "non-document-error")
    .filter((message) => !isOutdatedExpectLinkMessage(message))
    .map(
      (message) =>
        `${(message.url ?? "").replace(/^file:.*?build\/client\//, "")}:${message.lastLine ?? "?"} ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ""}`,
    );
  expect(errors).toEqual([]);
});
