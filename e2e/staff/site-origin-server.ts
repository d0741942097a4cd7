/**
 * A second e2e server, run like the first (production) but with SITE_ORIGIN set: invitations need it in
 * production (docs/staff-console.md, "Invitations"), and the first server leaves it unset so that the
 * console can be opened both at 127.0.0.1 and at localhost (passkeys need a domain name).
 */
export const siteOriginServer = {
  port: Number(process.env.E2E_PORT ?? 5100) + 1,
  get url() {
    return `http://127.0.0.1:${this.port}`;
  },
  dataDir: ".e2e-data-site-origin",
};
