/**
 * Serves the console's single-page app (built by `npm run build` into CONSOLE_DIR) under /staff: the
 * HTML shell for /staff and every client-side route below it (no-cache, `noindex`, a strict
 * Content-Security-Policy with the hashes of its inline scripts, if any), and its hashed files under
 * /staff/assets/ (immutable). Without a build, /staff is not served and a warning is logged.
 */
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { consoleBase } from "#contract/staff";
import { inlineScriptHashes, pagePolicy } from "../lib/csp.ts";
import { isDirectory } from "../lib/site-files.ts";
import { permissionsPolicy } from "../plugins/helmet.ts";
import { cacheControl } from "../plugins/static-site.ts";

export const robotsHeader = "noindex, nofollow";

/**
 * The site's Permissions-Policy, except that the console's own pages may create and use passkeys
 * (WebAuthn); anything they embed still may not. Public pages keep denying both.
 */
export const consolePermissionsPolicy = [
  ...permissionsPolicy.split(", ").filter((entry) => !entry.startsWith("publickey-credentials-")),
  "publickey-credentials-create=(self)",
  "publickey-credentials-get=(self)",
].join(", ");

export default async function consoleSite(
  app: FastifyInstance,
  options: { consoleDir: string },
): Promise<void> {
  const root = path.resolve(options.consoleDir);
  const shellFile = path.join(root, "index.html");
  const shell = (await isDirectory(root))
    ? await readFile(shellFile, "utf8").catch(() => undefined)
    : undefined;
  if (!shell) {
    app.log.warn(
      { consoleDir: root },
      "No staff console build found: /staff is not served. Run `npm run build`.",
    );
    return;
  }
  const policy = pagePolicy(inlineScriptHashes(shell));

  await app.register(fastifyStatic, {
    root: path.join(root, "assets"),
    prefix: `${consoleBase}/assets/`,
    decorateReply: false,
    index: false,
    redirect: false,
    preCompressed: true,
    cacheControl: false,
    dotfiles: "ignore",
    setHeaders: (reply) => {
      reply.header("cache-control", cacheControl.hashedAsset);
      reply.header("x-robots-tag", robotsHeader);
    },
  });

  const sendShell = (reply: FastifyReply) =>
    reply
      .header("content-security-policy", policy)
      .header("permissions-policy", consolePermissionsPolicy)
      .header("cache-control", cacheControl.html)
      .header("x-robots-tag", robotsHeader)
      .type("text/html; charset=utf-8")
      .send(shell);

  app.get(consoleBase, (_request, reply) => sendShell(reply));
  app.get(`${consoleBase}/*`, (_request, reply) => sendShell(reply));
}
