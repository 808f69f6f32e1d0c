// The signed-in user's dashboard layout: read from the server, changed on screen at once, saved behind it.
import { toast } from "@propledger/ui";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  DASHBOARD_PREFERENCES_PATH,
  type DashboardLayout,
  DEFAULT_DASHBOARD_LAYOUT,
  normaliseDashboardLayout,
} from "../../../shared/preferences";
import { api, errorText } from "../../lib/api";

const KEY = [DASHBOARD_PREFERENCES_PATH] as const;

// Saves go out one after another, so the last change made is the last one stored. (A plain promise chain:
// useMutation would add the mutation observer to the dashboard's first load for this one use.)
let saving: Promise<unknown> = Promise.resolve();
function enqueue(send: () => Promise<unknown>, done?: () => void) {
  saving = saving.then(send).then(done, (error: unknown) =>
    toast({
      title: "Your layout could not be saved",
      description: errorText(error),
      variant: "destructive",
    }),
  );
}

export function useDashboardLayout() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: KEY,
    queryFn: async ({ signal }) =>
      normaliseDashboardLayout(await api.get<DashboardLayout>(DASHBOARD_PREFERENCES_PATH, { signal })),
    retry: false,
  });
  return {
    /** Settled once the layout is known or could not be read (the default is then used). */
    settled: !query.isPending,
    layout: query.data ?? DEFAULT_DASHBOARD_LAYOUT,
    change(layout: DashboardLayout) {
      // Kept on screen even if the save fails: the toast says so, and the next change saves again.
      queryClient.setQueryData(KEY, layout);
      enqueue(() => api.put(DASHBOARD_PREFERENCES_PATH, layout));
    },
    reset() {
      queryClient.setQueryData(KEY, DEFAULT_DASHBOARD_LAYOUT);
      enqueue(
        () => api.delete(DASHBOARD_PREFERENCES_PATH),
        () => toast({ title: "Dashboard reset to the default layout" }),
      );
    },
  };
}
