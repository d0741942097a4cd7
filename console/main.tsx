/**
 * The staff console's entry (docs/staff-console.md): TanStack Query for server data, React Router for
 * the screens, each screen's code loaded on demand (the spinner with `Loading...` shows meanwhile).
 */
import "./console.css";
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, StrictMode, Suspense, type ComponentType } from "react";
import { createRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router";
import { consoleBase } from "#contract/staff";
import { isSignedOut, shouldRetry } from "./api";
import { Loading } from "./components/loading";
import { meKey } from "./session";

const queryClient: QueryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: shouldRetry,
      staleTime: 15_000,
      refetchOnWindowFocus: true,
    },
  },
  // A session that ends (expired, revoked, signed out elsewhere) sends the person to the sign-in page.
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (isSignedOut(error) && query.queryKey[0] !== meKey[0])
        void queryClient.invalidateQueries({ queryKey: meKey });
    },
  }),
  mutationCache: new MutationCache({
    onError: (error) => {
      if (isSignedOut(error)) void queryClient.invalidateQueries({ queryKey: meKey });
    },
  }),
});

/** A screen whose code is fetched when first shown, with the spinner meanwhile. */
function screen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return (
    <Suspense fallback={<Loading />}>
      <Screen />
    </Suspense>
  );
}

const router = createBrowserRouter(
  [
    { path: "/sign-in", element: screen(() => import("./routes/sign-in")) },
    { path: "/invitation", element: screen(() => import("./routes/invitation")) },
    {
      path: "/",
      element: screen(() => import("./routes/layout")),
      children: [
        { index: true, element: screen(() => import("./routes/my-day")) },
        { path: "inbox", element: screen(() => import("./routes/inbox")) },
        { path: "enquiries/:id", element: screen(() => import("./routes/enquiry")) },
        { path: "people", element: screen(() => import("./routes/people")) },
        { path: "account", element: screen(() => import("./routes/account")) },
        { path: "dashboard", element: screen(() => import("./routes/dashboard")) },
        { path: "privacy", element: screen(() => import("./routes/privacy")) },
        { path: "templates", element: screen(() => import("./routes/templates")) },
        { path: "routing", element: screen(() => import("./routes/routing")) },
        { path: "figures", element: screen(() => import("./routes/figures")) },
        { path: "calendar", element: screen(() => import("./routes/calendar")) },
        { path: "hours", element: screen(() => import("./routes/hours")) },
        { path: "*", element: screen(() => import("./routes/not-found")) },
      ],
    },
  ],
  { basename: consoleBase },
);

const root = document.getElementById("root");
if (!root) throw new Error("The console's HTML has no #root element.");
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
