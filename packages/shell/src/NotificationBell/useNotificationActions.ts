import { toast } from "@propledger/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CircleAlert, CircleCheck, Info, TriangleAlert } from "lucide-react";
import type { Notification, NotificationsAdapter } from "../ports";
import { NOTIFICATIONS_QUERY_KEY } from "./NotificationBell";

/** How each notification type looks (anything but error, warning, success is info). */
export const NOTIFICATION_TYPE_META = {
  error: { icon: CircleAlert, label: "Error", className: "text-destructive" },
  warning: { icon: TriangleAlert, label: "Warning", className: "text-warning" },
  success: { icon: CircleCheck, label: "Success", className: "text-success" },
  info: { icon: Info, label: "Info", className: "text-info" },
} as const;

const failure = (description: string) => toast({ title: "Error", description, variant: "destructive" });
const success = (description: string) => toast({ title: "Success", description });

/**
 * The inbox's mutations with the spec's toasts (§8), each reloading the list afterwards (§4). One place, so
 * the bell's panel and a host's full notifications page say exactly the same things.
 */
export function useNotificationActions(adapter: NotificationsAdapter) {
  const queryClient = useQueryClient();
  const reload = () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
  const markRead = useMutation({
    mutationFn: (id: Notification["id"]) => adapter.markRead(id),
    onError: () => failure("Failed to mark notification as read"),
    onSettled: reload,
  });
  const markAllRead = useMutation({
    mutationFn: () => adapter.markAllRead(),
    onSuccess: () => success("All notifications marked as read"),
    onError: () => failure("Failed to mark all notifications as read"),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (id: Notification["id"]) => adapter.remove(id),
    onSuccess: () => success("Notification deleted"),
    onError: () => failure("Failed to delete notification"),
    onSettled: reload,
  });
  const createSamples = useMutation({
    mutationFn: () => adapter.createSamples?.() ?? Promise.resolve(),
    onSuccess: () => success("Sample notifications created"),
    onError: () => failure("Failed to create sample notifications"),
    onSettled: reload,
  });
  return { markRead, markAllRead, remove, createSamples };
}
