/**
 * Refuses state-changing requests to the staff API that a browser sends on behalf of another site
 * (cross-site request forgery): `Sec-Fetch-Site` must say same-origin when present, and `Origin`, when
 * present, must be this server's own origin. Clients that send neither (command-line tools) carry no
 * victim's cookie and pass.
 */
import type { FastifyRequest } from "fastify";
import { StaffHttpError } from "./access.ts";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export const crossSiteMessage = "Cross-site requests are not allowed.";

export function isCrossSite(request: FastifyRequest): boolean {
  if (SAFE_METHODS.has(request.method)) return false;
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string" && site !== "same-origin") return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  return origin !== `${request.protocol}://${request.host}`;
}

export async function refuseCrossSite(request: FastifyRequest): Promise<void> {
  if (isCrossSite(request)) throw new StaffHttpError(403, crossSiteMessage);
}
