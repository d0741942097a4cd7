import { Link } from "react-router";

export default function NotFoundPage() {
  return (
    <div className="py-16 text-center">
      <h1 className="text-2xl font-bold text-ink">Not found</h1>
      <p className="mt-2 text-ink-muted">This enquiry or page does not exist, or it is not yours to see.</p>
      <Link to="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to the inbox
      </Link>
    </div>
  );
}
