import { Button, Card, CardContent, CardHeader, CardTitle } from "@propledger/ui";
import { Plus } from "lucide-react";
import { useState } from "react";
import type { Page, TransactionView } from "../../../shared/accounting";
import { FormField, SelectField } from "../../components/FormField";
import { SearchFilter } from "../list/FilterBar";
import { PagedList } from "../list/PagedList";
import { type FilterChange, usePagedList } from "../list/usePagedList";
import { useView, ViewToggle } from "../list/ViewToggle";
import { TYPE_LABEL } from "../transactions/labels";
import { TransactionCards, TransactionTable, useTransactionEditing } from "../transactions/TransactionRows";

const PAGE_SIZE = 20;

/** The property's own transactions, filtered on the server, with the same actions as the Transactions page. */
export function PropertyTransactions({ propertyId }: { propertyId: string }) {
  const [view, setView] = useView("property-transactions");
  const fields = useFilterFields();
  const { q, type, from, to } = fields;
  const editing = useTransactionEditing({ propertyId });
  const filters = {
    propertyId,
    q: q.trim() || undefined,
    type: type || undefined,
    from: from || undefined,
    to: to || undefined,
    sort: "date",
    order: "desc",
  };
  const {
    query,
    page,
    setPage,
    filterSetter: change,
  } = usePagedList<Page<TransactionView>>("/transactions", filters, PAGE_SIZE);
  const filtered = Boolean(q || type || from || to);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle as="h2">Transactions</CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <ViewToggle view={view} onChange={setView} />
          <Button size="sm" onClick={editing.create}>
            <Plus aria-hidden="true" className="size-4" />
            Record transaction
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <PropertyTransactionFilters fields={fields} change={change} />
        <PagedList
          query={query}
          view={view}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          empty={
            <p className="text-muted-foreground">
              {filtered
                ? "No transactions of this property match."
                : "No transactions for this property yet."}
            </p>
          }
          table={(data) => (
            <TransactionTable label="Property transactions" items={data.items} onAction={editing.onAction} />
          )}
          list={(data) => (
            <TransactionCards label="Property transactions" items={data.items} onAction={editing.onAction} />
          )}
        />
      </CardContent>
      {editing.dialogs}
    </Card>
  );
}

/** The text, type and date-range filters, each kept apart so that a change can go back to page 1. */
function useFilterFields() {
  const [q, setQ] = useState("");
  const [type, setType] = useState("");
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  return { q, setQ, type, setType, from, setFrom, to, setTo };
}

function PropertyTransactionFilters({
  fields: f,
  change,
}: {
  fields: ReturnType<typeof useFilterFields>;
  change: FilterChange;
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchFilter
        id="property-transaction-search"
        label="Search"
        value={f.q}
        placeholder="Description, payee or memo"
        onChange={change(f.setQ)}
        className="w-56"
      />
      <SelectField
        id="property-transaction-type"
        label="Type"
        value={f.type}
        onChange={change(f.setType)}
        options={[
          { value: "", label: "All types" },
          ...Object.entries(TYPE_LABEL).map(([value, label]) => ({ value, label })),
        ]}
        containerClassName="w-36"
      />
      <FormField
        id="property-transaction-from"
        label="From"
        type="date"
        value={f.from}
        onChange={change(f.setFrom)}
      />
      <FormField
        id="property-transaction-to"
        label="To"
        type="date"
        value={f.to}
        onChange={change(f.setTo)}
      />
    </div>
  );
}
