import { Button, toast } from "@propledger/ui";
import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import type { PropertyView } from "../../../shared/accounting";
import { ConfirmDialog } from "../../components/ConfirmDialog";
import { api } from "../../lib/api";
import { ACCOUNTING, invalidateAccounting } from "../api";

/**
 * Delete a property that has no transactions; the server refuses one with history (409) and its
 * explanation (archive or mark it sold instead) shows in the dialog.
 */
export function DeletePropertyButton({ property }: { property: PropertyView }) {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete property
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Delete ${property.name}?`}
        confirmLabel="Delete property"
        pendingLabel="Deleting..."
        action={() => api.delete(`${ACCOUNTING}/properties/${property.id}`)}
        onDone={() => {
          toast({ title: "Property deleted", description: property.name });
          void invalidateAccounting(queryClient);
          navigate("/properties");
        }}
        className="sm:max-w-md"
        description="The property and its units are removed. A property with transactions cannot be deleted: set its status to Inactive or Sold under Details instead."
      />
    </>
  );
}
