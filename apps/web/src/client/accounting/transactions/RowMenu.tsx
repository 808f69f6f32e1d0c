import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@propledger/ui";
import { Copy, MoreHorizontal, Pencil, Trash2 } from "lucide-react";
import type { TransactionView } from "../../../shared/accounting";

export type RowAction = "edit" | "duplicate" | "delete";

/** A transaction's actions, in the table's last column and on its card. */
export function RowMenu({
  transaction,
  onAction,
}: {
  transaction: TransactionView;
  onAction(action: RowAction, transaction: TransactionView): void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label={`Actions for ${transaction.description}`}>
          <MoreHorizontal aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => onAction("edit", transaction)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onAction("duplicate", transaction)}>
          <Copy aria-hidden="true" className="size-4" />
          Record another like this
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onAction("delete", transaction)}>
          <Trash2 aria-hidden="true" className="size-4" />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
