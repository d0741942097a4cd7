/**
 * The staff API's stricter same-origin rule. Every unsafe `/api/*` request already passes the site-wide
 * check (server/plugins/same-origin.ts), which also trusts the partner origins in CORS_ORIGINS and a
 * same-site `Sec-Fetch-Site`. A staff change must come from the console's own origin only: partner
 * origins are not trusted here, and `Sec-Fetch-Site`, when sent, must say `same-origin`.
 */
import type { FastifyRequest } from "fastify";
import { apiMessages } from "#contract/api";
import { crossSiteReason } from "../plugins/same-origin.ts";
import { StaffHttpError } from "./access.ts";

export function isCrossSite(request: FastifyRequest, siteOrigin: string | undefined): boolean {
  if (crossSiteReason(request, { siteOrigin, corsOrigins: [] }) !== undefined) return true;
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  const site = request.headers["sec-fetch-site"];
  return typeof site === "string" && site !== "same-origin";
}

export async function refuseCrossSite(
  request: FastifyRequest,
  siteOrigin: string | undefined,
): Promise<void> {
  if (isCrossSite(request, siteOrigin)) throw new StaffHttpError(403, apiMessages.crossSite);
}
