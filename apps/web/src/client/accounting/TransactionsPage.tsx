import { Button } from "@propledger/ui";
import { ArrowLeftRight, Plus } from "lucide-react";
import { useState } from "react";
import type { Page, TransactionView } from "../../shared/accounting";
import { CLEARED_LABELS, CLEARED_STATES } from "../../shared/reconciliation";
import { SelectField } from "../components/FormField";
import { EmptyState } from "../components/PageFrame";
import { SearchFilter } from "./list/FilterBar";
import { ListPage } from "./list/ListPage";
import { TYPE_LABEL } from "./transactions/labels";
import { TransactionCards, TransactionTable, useTransactionEditing } from "./transactions/TransactionRows";

const PAGE_SIZE = 50;

export default function TransactionsPage() {
  const [q, setQ] = useState("");
  const [type, setType] = useState("");
  const [cleared, setCleared] = useState("");
  const editing = useTransactionEditing();
  const filters = {
    q: q.trim() || undefined,
    type: type || undefined,
    cleared: cleared || undefined,
    sort: "date",
    order: "desc",
  };

  return (
    <ListPage<Page<TransactionView>>
      route="/transactions"
      section="Accounting"
      viewKey="transactions"
      path="/transactions"
      filters={filters}
      pageSize={PAGE_SIZE}
      actions={
        <Button onClick={() => editing.create()}>
          <Plus aria-hidden="true" className="size-4" />
          Record transaction
        </Button>
      }
      filterBar={(change) => (
        <div className="flex flex-wrap items-end gap-3">
          <SearchFilter
            id="transaction-search"
            label="Search"
            value={q}
            placeholder="Description, payee or memo"
            onChange={change(setQ)}
            className="w-64"
          />
          <SelectField
            id="transaction-type"
            label="Type"
            value={type}
            onChange={change(setType)}
            options={[
              { value: "", label: "All types" },
              ...Object.entries(TYPE_LABEL).map(([value, label]) => ({ value, label })),
            ]}
            containerClassName="w-40"
          />
          <SelectField
            id="transaction-cleared"
            label="Cleared"
            value={cleared}
            onChange={change(setCleared)}
            options={[
              { value: "", label: "All" },
              ...CLEARED_STATES.map((value) => ({ value, label: CLEARED_LABELS[value] })),
            ]}
            containerClassName="w-40"
          />
        </div>
      )}
      empty={<NoTransactions filtered={Boolean(q || type || cleared)} onCreate={() => editing.create()} />}
      table={(data) => (
        <TransactionTable label="Transactions" items={data.items} onAction={editing.onAction} />
      )}
      list={(data) => (
        <TransactionCards label="Transactions" items={data.items} onAction={editing.onAction} />
      )}
    >
      {editing.dialogs}
    </ListPage>
  );
}

function NoTransactions({ filtered, onCreate }: { filtered: boolean; onCreate(): void }) {
  return (
    <EmptyState
      icon={<ArrowLeftRight aria-hidden="true" />}
      title={filtered ? "No transactions match" : "No transactions yet"}
      action={
        <Button onClick={onCreate}>
          <Plus aria-hidden="true" className="size-4" />
          Record your first transaction
        </Button>
      }
    >
      <p>
        Record rent received, repairs, utilities and other income and expenses. Each one posts a balanced
        journal entry.
      </p>
    </EmptyState>
  );
}
