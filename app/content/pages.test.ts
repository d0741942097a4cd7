import { readdirSync } from "node:fs";
import { join, sep } from "node:path";
import { describe, expect, it } from "vitest";
import {
  allPages,
  findPage,
  footerQuickLinks,
  notFoundPath,
  serverFilledPages,
  studyAbroadMenu,
} from "./pages";

describe("the page list", () => {
  it("has every public route, each with a unique lower-case path", () => {
    expect(allPages.map((page) => page.path)).toEqual(
      expect.arrayContaining([
        "/",
        "/about",
        "/services",
        "/contact",
        "/study-in-uk",
        "/study-in-usa",
        "/study-in-canada",
        "/study-in-germany",
        "/study-in-ireland",
        "/cost-calculator",
      ]),
    );
    const paths = allPages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toBe(path.toLowerCase());
  });

  it("has exactly one page file under app/pages/ per page, and the 404 page", () => {
    // Folders hold pages too (app/pages/book/times.astro is /book/times).
    const files = readdirSync(join(import.meta.dirname, "..", "pages"), { recursive: true, encoding: "utf8" })
      .map((name) => name.split(sep).join("/"))
      .filter((name) => name.endsWith(".astro"))
      .map((name) => (name === "index.astro" ? "/" : `/${name.replace(/\.astro$/, "")}`))
      .sort();
    expect(files).toEqual(
      [...allPages, ...serverFilledPages]
        .map((page) => page.path)
        .concat(notFoundPath)
        .sort(),
    );
  });

  it("gives every page its own title and description", () => {
    const titles = allPages.map((page) => page.title);
    const descriptions = allPages.map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("lists the footer quick links and six Study Abroad entries", () => {
    expect(footerQuickLinks.map((page) => page.name)).toEqual([
      "Home",
      "About Us",
      "Services",
      "Contact Us",
      "Study in UK",
      "Study in USA",
    ]);
    expect(studyAbroadMenu).toHaveLength(6);
  });

  it.each([
    ["/about", "/about"],
    ["/About", "/about"],
    ["/ABOUT/", "/about"],
    ["/study-in-UK//", "/study-in-uk"],
    ["/", "/"],
  ])("finds %s as %s, ignoring case and trailing slashes", (pathname, expected) => {
    expect(findPage(pathname)?.path).toBe(expected);
  });

  it("finds nothing for an unknown path", () => {
    expect(findPage("/no-such-page")).toBeUndefined();
  });
});
