// A server refusal shown in a transaction dialog. An entry a lease posted is refused with the lease
// page's path at the end of the message; that path becomes a link, so the fix is one click away.
import { Link } from "wouter";

const LEASE_PATH = /^(.*): (\/leases\/[0-9a-f-]{36})$/;

export function ServerMessage({ message }: { message: string }) {
  const match = LEASE_PATH.exec(message);
  if (!match) return <>{message}</>;
  return (
    <>
      {match[1]}:{" "}
      <Link href={match[2]!} className="underline underline-offset-4">
        open the lease
      </Link>
    </>
  );
}
