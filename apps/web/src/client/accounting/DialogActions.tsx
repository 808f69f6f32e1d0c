import { Button } from "@propledger/ui";

/** Cancel and submit, at the foot of an accounting dialog's form. */
export function DialogActions({
  onCancel,
  pending,
  label,
  pendingLabel,
}: {
  onCancel(): void;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <div className="flex justify-end gap-2">
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </div>
  );
}
