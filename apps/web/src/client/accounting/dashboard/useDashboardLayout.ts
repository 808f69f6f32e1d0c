// The signed-in user's dashboard layout: read from the server, changed on screen at once, saved behind it.
import { toast } from "@propledger/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DASHBOARD_PREFERENCES_PATH,
  type DashboardLayout,
  DEFAULT_DASHBOARD_LAYOUT,
  normaliseDashboardLayout,
} from "../../../shared/preferences";
import { api, errorText } from "../../lib/api";

const KEY = [DASHBOARD_PREFERENCES_PATH] as const;

export function useDashboardLayout() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      normaliseDashboardLayout(await api.get<DashboardLayout>(DASHBOARD_PREFERENCES_PATH, { signal })),
    retry: false,
  });
  const failed = (error: unknown) =>
    toast({ title: "Your layout could not be saved", description: errorText(error), variant: "destructive" });
  // One scope: saves go out one after another, so the last change made is the last one stored.
  const save = useMutation({
    scope: { id: "dashboard-layout" },
    mutationFn: (layout: DashboardLayout) => api.put<DashboardLayout>(DASHBOARD_PREFERENCES_PATH, layout),
    onError: failed,
  });
  const reset = useMutation({
    scope: { id: "dashboard-layout" },
    mutationFn: () => api.delete<DashboardLayout>(DASHBOARD_PREFERENCES_PATH),
    onSuccess: () => toast({ title: "Dashboard reset to the default layout" }),
    onError: failed,
  });
  return {
    /** Settled once the layout is known or could not be read (the default is then used). */
    settled: !query.isPending,
    layout: query.data ?? DEFAULT_DASHBOARD_LAYOUT,
    change(layout: DashboardLayout) {
      // Kept on screen even if the save fails: the toast says so, and the next change saves again.
      queryClient.setQueryData(KEY, layout);
      save.mutate(layout);
    },
    reset() {
      queryClient.setQueryData(KEY, DEFAULT_DASHBOARD_LAYOUT);
      reset.mutate();
    },
  };
}
