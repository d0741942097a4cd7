import { notFound } from "~/content/layout";
import { NotFound } from "~/sections/not-found";

export const meta = () => [{ title: notFound.title }, { name: "robots", content: "noindex" }];

/** Any path outside the page list; the server answers it with status 404. */
export default function NotFoundPage() {
  return <NotFound />;
}
