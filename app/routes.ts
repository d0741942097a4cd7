// The router's route table, made from the one page list (app/content/pages.ts).
import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { allPages } from "./content/pages";

export default [
  ...allPages.map((page) => (page.path === "/" ? index(page.file) : route(page.path, page.file))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
