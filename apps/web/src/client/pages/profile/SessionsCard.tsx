import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, toast } from "@propledger/ui";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { SessionDto } from "../../../shared/account";
import type { MessageDto } from "../../../shared/api";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { FormMessage } from "../../components/FormField";
import { api, errorText, queryClient } from "../../lib/api";

const SESSIONS_KEY = ["/api/auth/sessions"] as const;

const when = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));

/** One signed-in browser: device, address, when it signed in and was last seen. */
function SessionRow({ session, busy, onSignOut }: { session: SessionDto; busy: boolean; onSignOut(): void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="text-sm">
        <p className="font-medium">
          {session.device}
          {session.current ? (
            <span className="ml-2 rounded bg-muted px-1.5 py-0.5 text-xs font-normal">This device</span>
          ) : null}
        </p>
        <p className="text-muted-foreground">
          {session.ip ? `IP ${session.ip} · ` : ""}signed in {when(session.createdAt)} · last seen{" "}
          {when(session.lastSeenAt)}
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        disabled={busy}
        onClick={onSignOut}
        aria-label={`Sign out ${session.device}${session.current ? " (this device)" : ""}`}
      >
        Sign out
      </Button>
    </li>
  );
}

/** The account's signed-in browsers; the owner can end any of them, or all but this one. */
export function SessionsCard() {
  const sessions = useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: ({ signal }) => api.get<SessionDto[]>("/api/auth/sessions", { signal }),
  });
  const [confirmOthers, setConfirmOthers] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  const others = useMutation({
    mutationFn: () => api.post<MessageDto>("/api/auth/sessions/sign-out-others"),
    onSuccess: (answer) => {
      setConfirmOthers(false);
      toast({ title: "Signed out", description: answer.message });
      void refresh();
    },
  });
  const one = useMutation({
    mutationFn: (session: SessionDto) => api.delete<MessageDto>(`/api/auth/sessions/${session.id}`),
    onSuccess: (_answer, session) => {
      if (session.current) window.location.assign("/login");
      else void refresh();
    },
  });
  const list = sessions.data ?? [];
  const hasOthers = list.some((s) => !s.current);

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Active sessions</CardTitle>
        <CardDescription>
          Browsers signed in to your account. Sign out any you do not recognise.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {sessions.isError ? (
          <FormMessage kind="error">{errorText(sessions.error, "Could not load your sessions.")}</FormMessage>
        ) : null}
        {one.isError ? (
          <FormMessage kind="error">{errorText(one.error, "Could not sign it out.")}</FormMessage>
        ) : null}
        {sessions.isPending ? <p className="text-sm text-muted-foreground">Loading sessions...</p> : null}
        {sessions.isSuccess && list.length === 0 ? (
          <p className="text-sm text-muted-foreground">No signed-in sessions.</p>
        ) : null}
        <ul className="flex flex-col divide-y divide-border" aria-label="Sessions">
          {list.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={one.isPending}
              onSignOut={() => one.mutate(session)}
            />
          ))}
        </ul>
        <div>
          <Button variant="outline" disabled={!hasOthers} onClick={() => setConfirmOthers(true)}>
            Sign out other sessions
          </Button>
        </div>
        <ConfirmDialog
          open={confirmOthers}
          onOpenChange={setConfirmOthers}
          title="Sign out other sessions?"
          description="Every browser signed in to your account except this one will need to log in again."
          confirmLabel="Sign out other sessions"
          pending={others.isPending}
          onConfirm={() => others.mutate()}
        />
      </CardContent>
    </Card>
  );
}
