import { notFound } from "~/content/layout";
import { NotFound } from "~/sections/not-found";

export const meta = () => [{ title: notFound.title }, { name: "robots", content: "noindex" }];

/** Any path outside the page list (spec §2); the server answers it with status 404 (D2). */
export default function NotFoundPage() {
  return <NotFound />;
}
