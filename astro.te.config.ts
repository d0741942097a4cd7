/** The Telugu edition of the public site, under /te (astro.config.ts, docs/decisions/0008-telugu-edition.md). */
import { defineConfig } from "astro/config";
import { siteConfig } from "./astro.config.ts";

export default defineConfig(siteConfig("te"));
