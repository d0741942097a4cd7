import { describe, expect, it } from "vitest";
import { languages } from "#contract/languages";
import { siteConfig } from "../astro.config";

describe("one edition per language (astro.config.ts)", () => {
  it.each(languages.map((language) => [language.code, language] as const))(
    "%s: pages under its prefix, words from its own folder",
    (code, language) => {
      const config = siteConfig(language);
      expect(config.outDir).toBe(`build/client${language.prefix}`);
      expect(config.base).toBe(language.prefix === "" ? undefined : language.prefix);
      const alias = config.vite?.resolve?.alias as Record<string, string>;
      expect(alias["~words"]).toMatch(new RegExp(`/app/words/${code}$`));
    },
  );

  it("gives each edition its own dev server, and the root one proxies every other prefix to it", () => {
    const ports = languages.map((language) => siteConfig(language).server);
    expect(new Set(ports.map((server) => (server as { port: number }).port)).size).toBe(languages.length);
    const root = siteConfig(languages[0]);
    const proxy = root.vite?.server?.proxy ?? {};
    for (const language of languages.slice(1)) expect(Object.keys(proxy)).toContain(language.prefix);
  });

  it("lets the pseudo-locale's plugin resolve ~words in place of the alias", () => {
    const words = { name: "words" };
    const config = siteConfig(languages[0], { outDir: "/tmp/x", words });
    expect(config.outDir).toBe("/tmp/x");
    expect((config.vite?.resolve?.alias as Record<string, string>)["~words"]).toBeUndefined();
    expect(config.vite?.plugins?.[0]).toBe(words);
  });
});
