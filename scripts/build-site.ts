/**
 * `npm run build`'s first step: the public site, one Astro build per language of contract/languages.ts
 * (astro.config.ts's `siteConfig`), the default language into build/client and every other one into
 * build/client/<prefix>. Adding a language to the list adds its edition here; nothing names a language.
 * `node --import tsx scripts/build-site.ts te` builds only the editions named.
 */
import { languages } from "../contract/languages.ts";

// As `astro build` does before it loads anything: React's production build renders the pages (its
// development build, chosen when NODE_ENV is unset, does not match react-dom's production server renderer).
process.env.NODE_ENV ??= "production";
const { build } = await import("astro");
const { siteConfig } = await import("../astro.config.ts");

const wanted = process.argv.slice(2);
const unknown = wanted.filter((code) => !languages.some((language) => language.code === code));
if (unknown.length > 0) {
  throw new Error(
    `No language ${unknown.join(", ")} in contract/languages.ts (${languages.map((l) => l.code).join(", ")})`,
  );
}

for (const language of languages) {
  if (wanted.length > 0 && !wanted.includes(language.code)) continue;
  console.log(`build-site: the ${language.name} edition (${language.prefix || "/"})`);
  await build({ ...siteConfig(language), configFile: false });
}
