/**
 * No broken internal links. Walks every built page, collects every internal address it
 * refers to (links, images, scripts, stylesheets, icons, share images), and checks that the build holds
 * the file, that `#fragments` name an element of the target page, and that the server answers each
 * address with 200 directly (no redirect: links use canonical paths).
 */
import { expect, test } from "@playwright/test";
import { site } from "../../app/content/site";
import { builtPages, fileForPath, tags, type BuiltPage } from "./built-site";

interface Reference {
  from: string;
  url: URL;
  /** A form's action: a page the server fills from the form's fields (the booking's free times). */
  form: boolean;
}

const origin = new URL(site.siteUrl).origin;

function references(page: BuiltPage): Reference[] {
  // A 404 page answers any unknown path; its links are written to work from its edition's home.
  const base = new URL(
    page.route.endsWith("/404") ? page.route.slice(0, -"/404".length) || "/" : page.route,
    origin,
  );
  const found: { value: string; form: boolean }[] = [];
  const add = (value: string, form = false) => found.push({ value, form });
  for (const tag of tags(page.html)) {
    const { href, src, srcset, action, content, property, name } = tag.attributes;
    if (href !== undefined && ["a", "link", "area"].includes(tag.name)) add(href);
    if (src !== undefined) add(src);
    if (srcset) for (const candidate of srcset.split(",")) add(candidate.trim().split(/\s+/)[0]!);
    if (action !== undefined && tag.name === "form") add(action, true);
    if (tag.name === "meta" && content && /^(og:image|og:url|twitter:image)$/.test(property ?? name ?? ""))
      add(content);
  }
  return found
    .filter(({ value }) => !/^(mailto:|tel:|sms:|data:|javascript:)/i.test(value))
    .map(({ value, form }) => ({ from: page.route, url: new URL(value, base), form }))
    .filter((reference) => reference.url.origin === origin);
}

function ids(html: string): Set<string> {
  return new Set(
    tags(html)
      .map((tag) => tag.attributes.id)
      .filter((id): id is string => Boolean(id)),
  );
}

test("every internal link, image and asset of the built site exists, anchors included", async ({
  request,
}) => {
  const pages = builtPages();
  const idsByFile = new Map(pages.map((page) => [page.file, ids(page.html)]));
  const broken: string[] = [];
  const toRequest = new Set<string>();
  /** Addresses reached only as a form's action. */
  const formOnly = new Set<string>();
  const linked = new Set<string>();
  for (const page of pages) {
    for (const { from, url, form } of references(page)) {
      // Form posts go to the API, which the API's own tests cover.
      if (url.pathname.startsWith("/api/")) continue;
      const file = fileForPath(url.pathname);
      if (!file) {
        broken.push(`${from} -> ${url.pathname}: no such file in the build`);
        continue;
      }
      toRequest.add(url.pathname);
      (form ? formOnly : linked).add(url.pathname);
      if (url.hash.length > 1) {
        const fragment = decodeURIComponent(url.hash.slice(1));
        const targetIds = idsByFile.get(file) ?? ids((await (await request.get(url.pathname)).text()) || "");
        if (!targetIds.has(fragment))
          broken.push(`${from} -> ${url.pathname}${url.hash}: no element with that id`);
      }
    }
  }
  expect(broken).toEqual([]);
  expect(toRequest.size, "the crawl found the site's pages and assets").toBeGreaterThan(pages.length);

  const answers = await Promise.all(
    [...toRequest].map(async (path) => {
      const response = await request.get(path, { maxRedirects: 0 });
      // A page the server fills from a form's fields answers a bare address with its own problem page
      // (400): the route exists; only a missing page (404) or a server error is broken.
      const fine =
        formOnly.has(path) && !linked.has(path)
          ? response.status() < 500 && response.status() !== 404
          : response.status() === 200;
      return fine ? undefined : `${path}: HTTP ${response.status()}`;
    }),
  );
  expect(answers.filter(Boolean)).toEqual([]);
});
