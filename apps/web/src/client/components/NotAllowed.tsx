import { Button } from "@propledger/ui";
import { ShieldAlert } from "lucide-react";
import { Link } from "wouter";
import { EmptyState } from "./PageFrame";

/** What a non-admin sees on an admin-only page (the server refuses the data anyway). */
export function NotAllowed() {
  return (
    <EmptyState icon={<ShieldAlert aria-hidden="true" />} title="You are not allowed to view this page">
      <p>
        Only administrators of your organisation can open this page. Ask an administrator if you need access.
      </p>
      <div className="mt-4 flex justify-center">
        <Button asChild>
          <Link href="/dashboard">Back to the dashboard</Link>
        </Button>
      </div>
    </EmptyState>
  );
}
