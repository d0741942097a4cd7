/** Who is signed in: one query every screen shares. */
import { useQuery } from "@tanstack/react-query";
import type { Me } from "#contract/staff";
import { api } from "./api";

export const meKey = ["me"] as const;

export function useMe() {
  return useQuery({ queryKey: meKey, queryFn: () => api<Me>("/me"), staleTime: 60_000 });
}
