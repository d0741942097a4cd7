/** The frame of every signed-in screen: skip link, header (navigation, who is signed in, Sign out), main. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from "react-router";
import { officeLabels } from "#contract/staff";
import { myDayPath, type MyDay } from "#contract/staff-my-day";
import { api, isSignedOut } from "../api";
import { ErrorMessage } from "../components/error-message";
import { KeyboardHelp } from "../components/keyboard";
import { Loading } from "../components/loading";
import { NewForMe } from "../components/new-for-me";
import { useMe } from "../session";

const navClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-white/15 text-white" : "text-brand-100 hover:bg-white/10 hover:text-white"}`;

export default function Layout() {
  const me = useMe();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const signedIn = me.isSuccess && !!me.data.user;
  // The My day link's badge: my new enquiries and follow-ups due (the same answer My day shows).
  const myDay = useQuery({
    queryKey: ["my-day"],
    queryFn: () => api<MyDay>(myDayPath),
    enabled: signedIn,
    refetchInterval: 60_000,
  });
  const signOut = useMutation({
    mutationFn: () => api<undefined>("/session", { method: "DELETE" }),
    onSettled: async () => {
      queryClient.clear();
      await navigate("/sign-in?signedOut", { replace: true });
    },
  });

  if (me.isPending) return <Loading />;
  if ((me.isError && isSignedOut(me.error)) || (me.isSuccess && !me.data.user)) {
    const next = `${location.pathname}${location.search}`;
    return <Navigate to={`/sign-in${next === "/" ? "" : `?next=${encodeURIComponent(next)}`}`} replace />;
  }
  if (me.isError) {
    return (
      <main id="main" className="container-page py-10">
        <ErrorMessage error={me.error} />
      </main>
    );
  }
  const { user } = me.data;
  if (!user) return null;
  const view = new URLSearchParams(location.search).get("view");
  const inInbox = location.pathname === "/inbox";
  const badge = myDay.data?.badge ?? 0;

  return (
    <div className="min-h-dvh bg-surface-muted">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-white px-3 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="bg-brand-950 text-white">
        <div className="container-page flex flex-wrap items-center gap-x-6 gap-y-2 py-3">
          <Link to="/" className="text-lg font-bold tracking-tight">
            Staff console
          </Link>
          <nav aria-label="Console" className="flex flex-wrap gap-1">
            <NavLink to="/" end className={navClass}>
              My day
              {badge > 0 && (
                <span className="ml-1.5 rounded-full bg-amber-300 px-1.5 py-0.5 text-xs font-bold text-amber-950">
                  {badge}
                  <span className="sr-only"> to do</span>
                </span>
              )}
            </NavLink>
            <NavLink to="/inbox" end className={() => navClass({ isActive: inInbox && view !== "due" })}>
              Inbox
            </NavLink>
            <NavLink to="/inbox?view=due" className={() => navClass({ isActive: inInbox && view === "due" })}>
              Due today
            </NavLink>
            <NavLink to="/calendar" className={navClass}>
              Calendar
            </NavLink>
            <NavLink to="/hours" className={navClass}>
              Meeting hours
            </NavLink>
            <NavLink to="/dashboard" className={navClass}>
              Dashboard
            </NavLink>
            {user.role === "admin" && (
              <>
                <NavLink to="/people" className={navClass}>
                  People
                </NavLink>
                <NavLink to="/privacy" className={navClass}>
                  Privacy
                </NavLink>
                <NavLink to="/routing" className={navClass}>
                  Routing
                </NavLink>
                <NavLink to="/templates" className={navClass}>
                  Templates
                </NavLink>
                <NavLink to="/figures" className={navClass}>
                  Figures
                </NavLink>
              </>
            )}
          </nav>
          <div className="ml-auto flex items-center gap-3 text-sm">
            <NewForMe />
            <span className="hidden text-brand-100 sm:inline">
              {user.name} · {user.role === "admin" ? "Admin" : "Counsellor"}, {officeLabels[user.office]}
            </span>
            <NavLink to="/account" className={navClass}>
              Account
            </NavLink>
            <button
              type="button"
              onClick={() => signOut.mutate()}
              disabled={signOut.isPending}
              className="rounded-md border border-white/40 px-3 py-1.5 font-semibold hover:bg-white/10"
            >
              Sign out
            </button>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="container-page py-6 focus:outline-none">
        <Outlet />
      </main>
      <KeyboardHelp />
    </div>
  );
}
